import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';

// What a database holds in its public schema, as PostgreSQL itself prints it back (format_type,
// pg_get_expr, pg_get_indexdef, pg_get_constraintdef). Two databases built differently (the
// hand-written and generated migrations, or the SQL drizzle-kit derives from schema.ts) compare
// equal exactly when the engine sees the same types, defaults, indexes and constraints.

export interface CatalogColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  default: string | null;
  /** 'a' GENERATED ALWAYS AS IDENTITY, 'd' BY DEFAULT, '' none. */
  identity: string;
}

export interface CatalogIndex {
  table: string;
  name: string;
  unique: boolean;
  /** The WHERE of a partial index, null for a full one. */
  predicate: string | null;
  /** The whole CREATE INDEX as the engine prints it: method, key columns or expressions, operator classes, order. */
  definition: string;
}

export interface CatalogConstraint {
  table: string;
  name: string;
  /** p primary key, u unique, f foreign key, c check (n not-null on PostgreSQL 18). */
  type: string;
  definition: string;
}

export interface CatalogSequence {
  name: string;
  type: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cache: string;
  cycle: boolean;
}

export interface Catalog {
  tables: string[];
  columns: CatalogColumn[];
  indexes: CatalogIndex[];
  constraints: CatalogConstraint[];
  sequences: CatalogSequence[];
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function readCatalog(db: Database): Promise<Catalog> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  // Sorted by name, not position: a column added by a later migration lands last whatever schema.ts's order.
  const columns = await rows<CatalogColumn>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
          a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as "default", a.attidentity::text as "identity"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by 1, 2`,
  );
  const indexes = await rows<CatalogIndex>(
    db,
    sql`select t.relname as "table", i.relname as "name", x.indisunique as "unique",
          pg_get_expr(x.indpred, x.indrelid) as "predicate", pg_get_indexdef(x.indexrelid) as "definition"
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public'
        order by 1, 2`,
  );
  const constraints = await rows<CatalogConstraint>(
    db,
    sql`select t.relname as "table", c.conname as "name", c.contype::text as "type", pg_get_constraintdef(c.oid) as "definition"
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public'
        order by 1, 2`,
  );
  const sequences = await rows<CatalogSequence>(
    db,
    sql`select s.relname as "name", format_type(q.seqtypid, null) as "type", q.seqstart::text as "start",
          q.seqincrement::text as "increment", q.seqmin::text as "min", q.seqmax::text as "max",
          q.seqcache::text as "cache", q.seqcycle as "cycle"
        from pg_sequence q
        join pg_class s on s.oid = q.seqrelid
        join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = 'public'
        order by 1`,
  );
  return { tables: tables.map((row) => row.name), columns, indexes, constraints, sequences };
}

function describeDifferences<T extends object>(
  kind: string,
  key: (item: T) => string,
  expected: T[],
  actual: T[],
): string[] {
  const found = new Map(actual.map((item) => [key(item), item]));
  const wanted = new Map(expected.map((item) => [key(item), item]));
  const differences: string[] = [];
  for (const [name, item] of wanted) {
    const other = found.get(name);
    if (other === undefined) {
      differences.push(`${kind} ${name}: missing from the migrated database`);
      continue;
    }
    for (const field of Object.keys(item) as (keyof T)[]) {
      if (item[field] !== other[field]) {
        differences.push(
          `${kind} ${name}: ${String(field)} is ${JSON.stringify(other[field])}, schema.ts says ${JSON.stringify(item[field])}`,
        );
      }
    }
  }
  for (const name of found.keys()) {
    if (!wanted.has(name))
      differences.push(`${kind} ${name}: in the migrated database, not in schema.ts`);
  }
  return differences;
}

/** Every way the migrated catalog differs from the expected one, one readable line each; empty when they agree. */
export function compareCatalogs(expected: Catalog, actual: Catalog): string[] {
  return [
    ...describeDifferences<{ name: string }>(
      'table',
      (item) => item.name,
      expected.tables.map((name) => ({ name })),
      actual.tables.map((name) => ({ name })),
    ),
    ...describeDifferences<CatalogColumn>(
      'column',
      (item) => `${item.table}.${item.column}`,
      expected.columns,
      actual.columns,
    ),
    ...describeDifferences<CatalogIndex>(
      'index',
      (item) => `${item.table}.${item.name}`,
      expected.indexes,
      actual.indexes,
    ),
    ...describeDifferences<CatalogConstraint>(
      'constraint',
      (item) => `${item.table}.${item.name}`,
      expected.constraints,
      actual.constraints,
    ),
    ...describeDifferences<CatalogSequence>(
      'sequence',
      (item) => item.name,
      expected.sequences,
      actual.sequences,
    ),
  ];
}
