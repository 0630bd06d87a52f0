// The local database: PGlite (Postgres compiled to WebAssembly) with Supabase's roles,
// then every file in supabase/migrations applied once, in name order, and recorded.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { PGlite, type Transaction } from "@electric-sql/pglite";

export const migrationsDir = resolve(import.meta.dirname, "../../supabase/migrations");

// Supabase's API roles. Requests run as one of them (SET LOCAL ROLE), never as the superuser,
// so grants, row level security and constraints decide exactly as they do in production.
export const rolesSql = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

export const apiRoles = ["anon", "authenticated", "service_role"];

/** Opens (or creates) the database in dataDir; undefined keeps it in memory. */
export async function openDatabase(dataDir?: string): Promise<{ db: PGlite; applied: string[] }> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  await db.exec(rolesSql);
  const applied = await applyMigrations(db);
  return { db, applied };
}

/** Applies the migrations not yet recorded, each in its own transaction; returns their names. */
export async function applyMigrations(db: PGlite, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of files) {
    const [version = "", ...rest] = file.replace(/\.sql$/, "").split("_");
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        rest.join("_"),
      ]);
    });
    applied.push(file);
  }
  return applied;
}

/** Runs fn(tx) in a transaction as one of the API roles. */
export function asRole<T>(db: PGlite, role: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!apiRoles.includes(role)) throw new Error(`Unknown role ${role}`);
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}

/** Column names of the public tables the API exposes, read from the catalogue. */
export async function tableColumns(db: PGlite, tables: string[]): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name = any($1) order by ordinal_position`,
    [tables],
  );
  const columns: Record<string, string[]> = Object.fromEntries(tables.map((table) => [table, []]));
  for (const row of rows) columns[row.table_name]?.push(row.column_name);
  return columns;
}
