/**
 * The current definition of every function, procedure, view, materialized
 * view and trigger the migrations leave in our schemas, as PostgreSQL itself
 * prints them: what `npm run db:functions` writes to prisma/functions/, and
 * what tests/integration/database-definitions.test.ts compares it with.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withClient } from "../server/database/pg";

export const DEFINITIONS_DIR = path.resolve("prisma/functions");
/** The folders the script owns; anything else in DEFINITIONS_DIR (its README) is left alone. */
export const DEFINITION_KINDS = ["functions", "views", "triggers"] as const;
export const REGENERATE = "npm run db:functions";

/** Our schemas: neither PostgreSQL's own nor an extension's. */
const OUR_SCHEMAS = `
  SELECT n.oid FROM pg_namespace n
  WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e')`;

/** Whether an object belongs to an extension (pg_trgm's and unaccent's functions live in public). */
const notExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

interface Row {
  schema: string;
  name: string;
  definition: string;
  comment: string | null;
}

/** Ordered by the C collation, so that the order never depends on the server's locale. */
const FUNCTIONS = `
  SELECT n.nspname AS schema, p.proname AS name, pg_get_functiondef(p.oid) AS definition,
         obj_description(p.oid, 'pg_proc') AS comment, p.prokind AS kind,
         pg_get_function_identity_arguments(p.oid) AS arguments
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE p.pronamespace IN (${OUR_SCHEMAS}) AND p.prokind IN ('f', 'p') AND ${notExtension("pg_proc", "p.oid")}
  ORDER BY n.nspname COLLATE "C", p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`;

const VIEWS = `
  SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind, pg_get_viewdef(c.oid, true) AS definition,
         obj_description(c.oid, 'pg_class') AS comment
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relnamespace IN (${OUR_SCHEMAS}) AND c.relkind IN ('v', 'm') AND ${notExtension("pg_class", "c.oid")}
  ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`;

/** Not the internal ones PostgreSQL makes for foreign keys. */
const TRIGGERS = `
  SELECT n.nspname AS schema, c.relname AS table, t.tgname AS name, pg_get_triggerdef(t.oid, true) AS definition,
         obj_description(t.oid, 'pg_trigger') AS comment
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relnamespace IN (${OUR_SCHEMAS}) AND NOT t.tgisinternal AND ${notExtension("pg_trigger", "t.oid")}
  ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C", t.tgname COLLATE "C"`;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ident = (name: string) => (/^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);
/** public's objects are named alone; another schema's carry its name, as in the SQL. */
const fileName = (schema: string, name: string) => (schema === "public" ? name : `${schema}.${name}`);

/**
 * Every definition, keyed by its path under DEFINITIONS_DIR: functions/<name>.sql
 * (every overload of a name in one file), views/<name>.sql and
 * triggers/<table>.<name>.sql. Each ends with its COMMENT, if it has one.
 */
export async function readDefinitions(databaseUrl: string): Promise<Map<string, string>> {
  return withClient(databaseUrl, async (client) => {
    const files = new Map<string, string[]>();
    const add = (file: string, text: string) => files.set(file, [...(files.get(file) ?? []), text]);
    const comment = (on: string, row: Row) => (row.comment === null ? "" : `\nCOMMENT ON ${on} IS ${literal(row.comment)};\n`);

    const functions = await client.query<Row & { kind: "f" | "p"; arguments: string }>(FUNCTIONS);
    for (const row of functions.rows) {
      const on = `${row.kind === "p" ? "PROCEDURE" : "FUNCTION"} ${ident(row.schema)}.${ident(row.name)}(${row.arguments})`;
      add(`functions/${fileName(row.schema, row.name)}.sql`, `${row.definition.trimEnd()};\n${comment(on, row)}`);
    }
    const views = await client.query<Row & { kind: "v" | "m" }>(VIEWS);
    for (const row of views.rows) {
      const what = row.kind === "m" ? "MATERIALIZED VIEW" : "VIEW";
      const name = `${ident(row.schema)}.${ident(row.name)}`;
      add(
        `views/${fileName(row.schema, row.name)}.sql`,
        `CREATE ${what} ${name} AS\n${row.definition.trimEnd()}\n${comment(`${what} ${name}`, row)}`,
      );
    }
    const triggers = await client.query<Row & { table: string }>(TRIGGERS);
    for (const row of triggers.rows) {
      const on = `TRIGGER ${ident(row.name)} ON ${ident(row.schema)}.${ident(row.table)}`;
      add(`triggers/${fileName(row.schema, row.table)}.${row.name}.sql`, `${row.definition};\n${comment(on, row)}`);
    }
    return new Map([...files].map(([file, parts]) => [file, parts.join("\n")]));
  });
}

/** What DEFINITIONS_DIR holds now, keyed as readDefinitions keys it. */
export function storedDefinitions(dir = DEFINITIONS_DIR): Map<string, string> {
  const stored = new Map<string, string>();
  for (const kind of DEFINITION_KINDS) {
    if (!existsSync(path.join(dir, kind))) continue;
    for (const name of readdirSync(path.join(dir, kind)).sort()) {
      stored.set(`${kind}/${name}`, readFileSync(path.join(dir, kind, name), "utf8"));
    }
  }
  return stored;
}

/** Replaces the folders' contents with these definitions, so a dropped object's file goes too. */
export function writeDefinitions(definitions: Map<string, string>, dir = DEFINITIONS_DIR): void {
  for (const kind of DEFINITION_KINDS) {
    rmSync(path.join(dir, kind), { recursive: true, force: true });
    mkdirSync(path.join(dir, kind), { recursive: true });
  }
  for (const [file, text] of definitions) writeFileSync(path.join(dir, file), text);
}

/** The files that differ, each with what happened to it: for the test's message. */
export function differences(expected: Map<string, string>, stored: Map<string, string>): string[] {
  const files = [...new Set([...expected.keys(), ...stored.keys()])].sort();
  return files.flatMap((file) => {
    if (!stored.has(file)) return [`prisma/functions/${file} is missing`];
    if (!expected.has(file)) return [`prisma/functions/${file} defines nothing the migrations make`];
    return expected.get(file) === stored.get(file) ? [] : [`prisma/functions/${file} differs from the migrated database`];
  });
}
