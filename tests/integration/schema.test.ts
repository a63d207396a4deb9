import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRITERIA_ENTRIES, darField, type DarFieldName } from "../../app/content/data-access-request-form";
import { DEFAULT_RETENTION } from "../../app/content/retention";
import { DAR_COLUMNS } from "../../app/features/requests/model.server";

/**
 * schema.prisma is written by hand beside the SQL migrations (the Prisma CLI
 * cannot run here: docs/decisions/0002): this checks the two agree on a
 * migrated database, and that the forms' limits are the database's.
 */
interface PrismaField {
  column: string;
  type: string;
  optional: boolean;
  list: boolean;
}

function prismaModels(schema: string): Map<string, Map<string, PrismaField>> {
  const models = new Map<string, Map<string, PrismaField>>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)) {
    const fields = new Map<string, PrismaField>();
    let table = name!;
    for (const raw of body!.split("\n")) {
      const line = raw.trim();
      const tableMap = /^@@map\("([^"]+)"\)/.exec(line);
      if (tableMap) table = tableMap[1]!;
      const field = /^(\w+)\s+(Unsupported\("\w+"\)|\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!field || line.startsWith("@@") || line.startsWith("//")) continue;
      const column = /@map\("([^"]+)"\)/.exec(field[5] ?? "")?.[1] ?? field[1]!;
      fields.set(field[1]!, { column, type: field[2]!, optional: Boolean(field[4]), list: Boolean(field[3]) });
    }
    models.set(table, fields);
  }
  return models;
}

/** Which PostgreSQL types each Prisma type may be stored as in our migrations. */
const PG_TYPES: Record<string, string[]> = {
  String: ["text", "character", "character varying", "uuid"],
  Int: ["integer"],
  BigInt: ["bigint"],
  Json: ["jsonb"],
  Boolean: ["boolean"],
  DateTime: ["timestamp with time zone", "date"],
  'Unsupported("tsvector")': ["tsvector"],
  'Unsupported("regprocedure")': ["regprocedure"],
  Bytes: ["bytea"],
};

let client: pg.Client;
const models = prismaModels(readFileSync("prisma/schema.prisma", "utf8"));

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});
afterAll(async () => client?.end());

async function columns() {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'`);
  return rows;
}

describe("schema.prisma and the migrated database", () => {
  it("have the same tables, each with the same columns", async () => {
    const rows = await columns();
    const inDatabase = new Map<string, Set<string>>();
    for (const row of rows) inDatabase.set(row.table_name, (inDatabase.get(row.table_name) ?? new Set()).add(row.column_name));
    expect([...models.keys()].sort()).toEqual([...inDatabase.keys()].sort());
    for (const [table, fields] of models) {
      expect([...fields.values()].map((field) => field.column).sort(), table).toEqual([...inDatabase.get(table)!].sort());
    }
  });

  it("agree on every column's type, list-ness and whether it may be null", async () => {
    for (const row of await columns()) {
      const field = [...models.get(row.table_name)!.values()].find((candidate) => candidate.column === row.column_name)!;
      const where = `${row.table_name}.${row.column_name}`;
      if (field.list) expect(row.data_type, where).toBe("ARRAY");
      else expect(PG_TYPES[field.type], where).toContain(row.data_type);
      if (row.is_nullable === "NO") expect(field.optional, `${where} is NOT NULL`).toBe(false);
      else expect(field.optional, `${where} may be null`).toBe(true);
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
    const fields = models.get("data_access_request")!;
    for (const [name, prismaName] of Object.entries(DAR_COLUMNS) as [DarFieldName, string][]) {
      const field = fields.get(prismaName)!;
      if (field.type !== "String") continue;
      const limit = new RegExp(`length\\(${field.column}\\) <= (\\d+)`).exec(definitions)?.[1];
      expect(Number(limit), `${name} → ${field.column}`).toBe(darField(name).maxLength);
    }
    for (const column of ["household_criteria", "individual_criteria"]) {
      expect(definitions).toContain(`cardinality(${column}) <= ${CRITERIA_ENTRIES}`);
    }
  });

  it("give the newsletter's address the 254 characters its column allows", async () => {
    expect((await checks("newsletter_subscriber")).join("\n")).toMatch(/length\(email\) <= 254/);
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
