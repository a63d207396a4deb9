import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRITERIA_ENTRIES, darField, type DarFieldName } from "../../app/content/data-access-request-form";
import { DEFAULT_RETENTION } from "../../app/content/retention";
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CHANNELS,
  GRIEVANCE_LEVELS,
  GRIEVANCE_RESOLUTIONS,
  GRIEVANCE_STATUSES,
} from "../../app/features/grievances/kinds";
import { DAR_COLUMNS } from "../../app/features/requests/model.server";
import { prismaDatamodel, type DmmfField, type DmmfModel } from "./support/prisma-datamodel";

/**
 * schema.prisma is written by hand beside the SQL migrations (the Prisma CLI
 * cannot run here: docs/decisions/0002): this checks the two agree on a
 * migrated database, as Prisma itself reads the schema (its DMMF), and that the
 * forms' limits are the database's.
 */

/** The PostgreSQL type Prisma gives a field without `@db.*`. */
const SCALAR_NATIVE: Record<string, [string, string[]]> = {
  String: ["Text", []],
  Int: ["Integer", []],
  BigInt: ["BigInt", []],
  Float: ["DoublePrecision", []],
  Decimal: ["Decimal", ["65", "30"]],
  Boolean: ["Boolean", []],
  DateTime: ["Timestamp", ["3"]],
  Json: ["JsonB", []],
  Bytes: ["ByteA", []],
};

/** 6 digits is PostgreSQL's own precision: `timestamptz` and `timestamptz(6)` are one type, to Prisma too. */
const withPrecision =
  (base: string, zone: string) =>
  ([digits]: string[]) =>
    `${base}${digits && digits !== "6" ? `(${digits})` : ""} ${zone} time zone`;

/** Each `@db.*` native type as PostgreSQL's format_type() names it. */
const NATIVE: Record<string, (args: string[]) => string> = {
  Text: () => "text",
  Char: ([length]) => `character(${length ?? 1})`,
  VarChar: ([length]) => (length ? `character varying(${length})` : "character varying"),
  Uuid: () => "uuid",
  SmallInt: () => "smallint",
  Integer: () => "integer",
  BigInt: () => "bigint",
  Oid: () => "oid",
  DoublePrecision: () => "double precision",
  Real: () => "real",
  Decimal: ([precision, scale]) => (precision ? `numeric(${precision},${scale ?? 0})` : "numeric"),
  Boolean: () => "boolean",
  Date: () => "date",
  Timestamp: withPrecision("timestamp", "without"),
  Timestamptz: withPrecision("timestamp", "with"),
  Time: withPrecision("time", "without"),
  Timetz: withPrecision("time", "with"),
  Json: () => "json",
  JsonB: () => "jsonb",
  ByteA: () => "bytea",
  Inet: () => "inet",
};

function postgresType(field: DmmfField): string {
  const [native, args] = field.nativeType ?? SCALAR_NATIVE[field.type] ?? [field.type, []];
  const name = NATIVE[native]?.(args) ?? `no mapping for Prisma's ${field.type} @db.${native}`;
  return field.isList ? `${name}[]` : name;
}

/** Defaults Prisma's client fills in itself, which the database does not have. */
const CLIENT_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid"]);
const databaseDefault = (field: DmmfField) =>
  field.hasDefaultValue && !CLIENT_DEFAULTS.has((field.default as { name?: string } | undefined)?.name ?? "");

/**
 * Columns schema.prisma declares as `Unsupported(...)`, which Prisma leaves out of its DMMF: the
 * client can neither read nor write them, and the database fills them itself.
 */
const UNSUPPORTED: Record<string, string> = {
  "search_document.document": "tsvector",
  "content_collection.search_documents": "regprocedure",
};

const column = (field: DmmfField) => field.dbName ?? field.name;

interface Column {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  primary: boolean;
}

let client: pg.Client;
let models: Map<string, DmmfModel>;
let database: Map<string, Column[]>;

beforeAll(async () => {
  const { models: list } = await prismaDatamodel();
  models = new Map(list.map((model) => [model.dbName ?? model.name, model]));
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // format_type names a type as CREATE TABLE would, with its length or precision.
  const { rows } = await client.query<Column>(`
    SELECT c.relname AS table, a.attname AS column,
           regexp_replace(format_type(a.atttypid, a.atttypmod), '^(timestamp|time)\\(6\\)', '\\1') AS type,
           a.attnotnull AS not_null, a.atthasdef OR a.attidentity <> '' AS has_default,
           coalesce(a.attnum = ANY (i.indkey), false) AS primary
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
    ORDER BY c.relname, a.attnum`);
  database = new Map();
  for (const row of rows) database.set(row.table, [...(database.get(row.table) ?? []), row]);
});
afterAll(async () => client?.end());

/** Each of a table's columns beside the field that models it, if any. */
function pairs(table: string) {
  const fields = models.get(table)!.fields.filter((field) => field.kind === "scalar" || field.kind === "enum");
  return database
    .get(table)!
    .map((row) => ({ row, field: fields.find((candidate) => column(candidate) === row.column), where: `${table}.${row.column}` }));
}

describe("schema.prisma and the migrated database", () => {
  it("have the same tables, each with the same columns", () => {
    expect([...models.keys()].sort()).toEqual([...database.keys()].sort());
    for (const [table, model] of models) {
      const modelled = model.fields.filter((field) => field.kind === "scalar" || field.kind === "enum").map(column);
      const unsupported = Object.keys(UNSUPPORTED)
        .filter((where) => where.startsWith(`${table}.`))
        .map((where) => where.split(".")[1]!);
      expect([...modelled, ...unsupported].sort(), table).toEqual(
        database
          .get(table)!
          .map((row) => row.column)
          .sort(),
      );
    }
  });

  it("agree on every column's type, list-ness and whether it may be null", () => {
    for (const table of models.keys()) {
      for (const { row, field, where } of pairs(table)) {
        if (!field) {
          expect.soft(row.type, `${where} is Unsupported("${UNSUPPORTED[where]}") in schema.prisma`).toBe(UNSUPPORTED[where]);
          continue;
        }
        expect.soft(row.type, `${where}: ${field.type}${field.nativeType ? ` @db.${field.nativeType[0]}` : ""}`).toBe(postgresType(field));
        expect.soft(field.isRequired, row.not_null ? `${where} is NOT NULL` : `${where} may be null`).toBe(row.not_null);
      }
    }
  });

  it("agree on which columns have a default and which make the primary key", () => {
    for (const [table, model] of models) {
      for (const { row, field, where } of pairs(table)) {
        if (!field) continue;
        expect.soft(databaseDefault(field), row.has_default ? `${where} has a default` : `${where} has no default`).toBe(row.has_default);
      }
      const primary = model.primaryKey?.fields ?? model.fields.filter((field) => field.isId).map((field) => field.name);
      const primaryColumns = primary.map((name) => column(model.fields.find((field) => field.name === name)!));
      expect.soft(primaryColumns.sort(), `${table}'s primary key`).toEqual(
        database
          .get(table)!
          .filter((row) => row.primary)
          .map((row) => row.column)
          .sort(),
      );
    }
  });
});

describe("the forms' limits and the database's CHECKs", () => {
  async function checks(table: string): Promise<string[]> {
    const { rows } = await client.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'`,
      [table],
    );
    return rows.map((row) => row.definition);
  }

  it("give every text field of the request form the length its column allows", async () => {
    const definitions = (await checks("data_access_request")).join("\n");
    const fields = models.get("data_access_request")!.fields;
    for (const [name, prismaName] of Object.entries(DAR_COLUMNS) as [DarFieldName, string][]) {
      const field = fields.find((candidate) => candidate.name === prismaName)!;
      if (field.type !== "String") continue;
      const limit = new RegExp(`length\\(${column(field)}\\) <= (\\d+)`).exec(definitions)?.[1];
      expect(Number(limit), `${name} → ${column(field)}`).toBe(darField(name).maxLength);
    }
    for (const column of ["household_criteria", "individual_criteria"]) {
      expect(definitions).toContain(`cardinality(${column}) <= ${CRITERIA_ENTRIES}`);
    }
  });

  it("give the newsletter's address the 254 characters its column allows", async () => {
    expect((await checks("newsletter_subscriber")).join("\n")).toMatch(/length\(email\) <= 254/);
  });

  it("name a grievance's categories, channels, statuses, levels and resolutions as the grievance table's CHECKs do", async () => {
    const definitions = await checks("grievance");
    // pg_get_constraintdef spells `c IN ('a', 'b')` as `((c = ANY (ARRAY['a'::text, 'b'::text])))`.
    const listed = (column: string) => {
      const definition = definitions.find((one) => one.startsWith(`CHECK ((${column} = ANY (ARRAY[`));
      return new Set([...(definition ?? "").matchAll(/'([^']*)'::text/g)].map((match) => match[1]));
    };
    expect(listed("category")).toEqual(new Set(GRIEVANCE_CATEGORIES));
    expect(listed("channel")).toEqual(new Set(GRIEVANCE_CHANNELS));
    expect(listed("status")).toEqual(new Set(GRIEVANCE_STATUSES));
    expect(listed("level")).toEqual(new Set(GRIEVANCE_LEVELS));
    expect(listed("resolution")).toEqual(new Set(GRIEVANCE_RESOLUTIONS));
  });
});

describe("retention_settings", () => {
  it("starts with the periods the code states where it cannot ask the database (the search index's copy of the policy)", async () => {
    const { rows } = await client.query<{ column_name: string; column_default: string }>(
      `SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'retention_settings' AND column_name LIKE '%_days'`,
    );
    const defaults = Object.fromEntries(rows.map((row) => [row.column_name, Number(row.column_default)]));
    expect(defaults).toEqual({
      request_days: DEFAULT_RETENTION.requestDays,
      pending_signup_days: DEFAULT_RETENTION.pendingSignupDays,
      page_view_days: DEFAULT_RETENTION.pageViewDays,
      sent_mail_days: DEFAULT_RETENTION.sentMailDays,
      contact_message_days: DEFAULT_RETENTION.contactMessageDays,
    });
  });
});
