import type { Logger } from '../../logger.ts';
import type { Database } from '../client.ts';

/** One named piece of demo data. Bump `version` when its data changes: it then runs again after its tables are emptied. */
export interface Seeder {
  name: string;
  version: number;
  /** The tables this seeder fills; emptied before it runs again (new version or /dev/reset). */
  tables: readonly string[];
  run(db: Database, logger?: Logger): Promise<void>;
}
