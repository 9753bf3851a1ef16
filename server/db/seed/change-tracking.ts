import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Which reset-cleared tables were written since the last reset (development controls only).
 *
 * A full reset re-creates the whole demo (password hashes, 3,000 games): about 1.5 s, and the
 * end-to-end suite resets after every test. Statement-level triggers note each table that an
 * insert, update, delete or truncate touched, so the next reset empties and re-seeds only those.
 * The triggers are installed by the first reset, never by migrations: a production database has
 * no development controls and so never carries them.
 */

const CHANGES_TABLE = 'dev_changed_tables';
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`; the shared type does not say so. */
async function selectRows<T>(
  db: Database,
  query: ReturnType<typeof sql.raw> | ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/** A table name quoted for raw SQL; anything but a plain lower-case identifier is refused. */
export function quotedTable(table: string): string {
  if (!IDENTIFIER.test(table)) throw new Error(`Refusing table with unexpected name: ${table}`);
  return `"${table}"`;
}

/**
 * True when a reset has installed the triggers on every one of these tables. A table added by a
 * later migration has none yet: its changes would go unnoticed, so the caller resets in full.
 */
export async function isTrackingChanges(db: Database, tables: Iterable<string>): Promise<boolean> {
  const [present] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass(${CHANGES_TABLE}) is not null as present`,
  );
  if (present?.present !== true) return false;
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'dev_note_change' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`,
  );
  const tracked = new Set(rows.map((row) => row.name));
  return [...tables].every((table) => tracked.has(table));
}

/** Installs (or re-installs) the triggers on these tables and forgets every change noted so far. */
export async function trackChanges(tx: Database, tables: readonly string[]): Promise<void> {
  await tx.execute(sql.raw(`create table if not exists ${CHANGES_TABLE} (name text primary key)`));
  await tx.execute(
    sql.raw(`create or replace function dev_note_change() returns trigger language plpgsql as $$
begin
  insert into ${CHANGES_TABLE} (name) values (tg_table_name) on conflict do nothing;
  return null;
end $$`),
  );
  for (const table of new Set(tables)) {
    await tx.execute(
      sql.raw(
        `create or replace trigger dev_note_change after insert or update or delete or truncate on ${quotedTable(table)} ` +
          'for each statement execute function dev_note_change()',
      ),
    );
  }
  await forgetChanges(tx);
}

export async function changedTables(tx: Database): Promise<Set<string>> {
  const rows = await selectRows<{ name: string }>(tx, sql.raw(`select name from ${CHANGES_TABLE}`));
  return new Set(rows.map((row) => row.name));
}

export async function forgetChanges(tx: Database): Promise<void> {
  await tx.execute(sql.raw(`delete from ${CHANGES_TABLE}`));
}

/** Foreign keys as parent → children: truncating a parent with cascade empties its children too. */
export async function foreignKeyChildren(tx: Database): Promise<Map<string, Set<string>>> {
  const rows = await selectRows<{ child: string; parent: string }>(
    tx,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const children = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    const set = children.get(parent) ?? new Set<string>();
    set.add(child);
    children.set(parent, set);
  }
  return children;
}

/** The tables plus every table a cascading truncate of them also empties. */
export function withCascade(
  tables: Iterable<string>,
  children: Map<string, Set<string>>,
): Set<string> {
  const result = new Set<string>();
  const pending = [...tables];
  for (let table = pending.pop(); table !== undefined; table = pending.pop()) {
    if (result.has(table)) continue;
    result.add(table);
    pending.push(...(children.get(table) ?? []));
  }
  return result;
}
