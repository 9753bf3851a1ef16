// What `npm run soak` samples during a run: the database's size, and per table the bytes of its heap,
// its indexes (each one too) and its TOAST, with the live and dead rows and autovacuum's work, so
// a growing database names the relation that grows and says whether vacuum reached it.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';

/** The soak server sweeps every minute (production every 10): retention shows within a short run. */
export const SOAK_SWEEP_MS = 60_000;

export interface TableStats {
  /** Main fork, free space map and visibility map of the table itself. */
  heap: number;
  indexes: number;
  toast: number;
  live: number;
  dead: number;
  inserted: number;
  updated: number;
  /** Updates that stayed on their page without touching an index (space reused in place). */
  hotUpdated: number;
  deleted: number;
  autovacuums: number;
  /** Vacuums run by hand: on PGlite, where no autovacuum runs, the retention sweep's. */
  vacuums: number;
  autoanalyzes: number;
  /** Bytes per index of the table, by index name. */
  indexSizes: Record<string, number>;
}

export interface DatabaseStats {
  /** pg_database_size: every relation of the database, system catalogs too; WAL is not counted. */
  database: number;
  tables: Record<string, TableStats>;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function readDatabaseStats(db: Database): Promise<DatabaseStats> {
  const [size] = await rows<{ size: string }>(
    db,
    sql`select pg_database_size(current_database())::text as size`,
  );
  const tables = await rows<Record<string, string>>(
    db,
    sql`select s.relname as name,
      (pg_relation_size(s.relid, 'main') + pg_relation_size(s.relid, 'fsm') + pg_relation_size(s.relid, 'vm'))::text as heap,
      pg_indexes_size(s.relid)::text as indexes,
      coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::text as toast,
      s.n_live_tup::text as live, s.n_dead_tup::text as dead, s.n_tup_ins::text as inserted, s.n_tup_upd::text as updated,
      s.n_tup_hot_upd::text as hot_updated, s.n_tup_del::text as deleted,
      s.autovacuum_count::text as autovacuums, s.vacuum_count::text as vacuums, s.autoanalyze_count::text as autoanalyzes
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'`,
  );
  const indexes = await rows<{ table: string; name: string; size: string }>(
    db,
    sql`select relname as table, indexrelname as name, pg_relation_size(indexrelid)::text as size
    from pg_stat_user_indexes where schemaname = 'public'`,
  );
  const result: DatabaseStats = { database: Number(size?.size ?? 0), tables: {} };
  for (const table of tables) {
    result.tables[table.name as string] = {
      heap: Number(table.heap),
      indexes: Number(table.indexes),
      toast: Number(table.toast),
      live: Number(table.live),
      dead: Number(table.dead),
      inserted: Number(table.inserted),
      updated: Number(table.updated),
      hotUpdated: Number(table.hot_updated),
      deleted: Number(table.deleted),
      autovacuums: Number(table.autovacuums),
      vacuums: Number(table.vacuums),
      autoanalyzes: Number(table.autoanalyzes),
      indexSizes: {},
    };
  }
  for (const index of indexes) {
    const table = result.tables[index.table];
    if (table !== undefined) table.indexSizes[index.name] = Number(index.size);
  }
  return result;
}
