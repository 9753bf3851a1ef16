import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

// A few hundred rows × some twenty columns stays far below PostgreSQL's 65,535 bind parameters.
const BATCH = 500;

/**
 * Inserts rows, or updates the row with the same key to these values: how a seeder or an import
 * brings its own content rows up to date without emptying the table (a new seed version, a new
 * catalogue file). Every column the rows carry is written; the others keep their values. `key` is
 * the primary key or a unique constraint's columns.
 */
export async function upsertRows<Table extends PgTable>(
  db: Database,
  table: Table,
  key: PgColumn | readonly PgColumn[],
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  const keys: readonly PgColumn[] = Array.isArray(key) ? key : [key as PgColumn];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const written = Object.keys(columns).filter(
    (property) =>
      rows.some((row) => property in row) && !keys.includes(columns[property] as PgColumn),
  );
  const set: Record<string, SQL> = Object.fromEntries(
    written.map((property) => [
      property,
      sql.raw(`excluded."${columns[property]?.name ?? property}"`),
    ]),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db
      .insert(table)
      .values(batch as Table['$inferInsert'][])
      .onConflictDoUpdate({ target: [...keys], set });
  }
}
