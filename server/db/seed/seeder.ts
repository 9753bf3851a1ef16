import type { Logger } from '../../logger.ts';
import type { Database } from '../client.ts';

/**
 * One named piece of demo data. Bump `version` when its data changes: it then runs again over the
 * data that is there (server/README.md "Demo data and seeds").
 */
export interface Seeder {
  name: string;
  version: number;
  /**
   * Every table it writes. Only the development reset (`/dev/reset`, never in production) empties
   * them; a new version never empties a table.
   */
  tables: readonly string[];
  /**
   * Writes its data. `previousVersion` is the version that ran before on this database (undefined
   * on the first run). A run over existing data updates the seeder's own content rows and adds the
   * missing ones; it never deletes or rewrites what players wrote.
   */
  run(db: Database, previousVersion?: number, logger?: Logger): Promise<void>;
}
