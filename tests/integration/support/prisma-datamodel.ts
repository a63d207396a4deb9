import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** The part of Prisma's datamodel DMMF the schema test reads (@prisma/dmmf's types, which are not installed). */
export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  /** As ["Timestamptz", ["6"]] for `@db.Timestamptz(6)`. */
  nativeType?: [string, string[]] | null;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  hasDefaultValue: boolean;
  default?: unknown;
  isUpdatedAt: boolean;
}

export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  primaryKey: { fields: string[] } | null;
}

const GENERATOR = path.resolve("tests/integration/support/dmmf-generator.mjs");

/**
 * schema.prisma as Prisma itself reads it: `prisma generate` on a copy whose
 * client generator is replaced by dmmf-generator.mjs, which writes the DMMF
 * Prisma hands every generator (what @prisma/internals' getDMMF returns).
 */
export async function prismaDatamodel(schemaFile = "prisma/schema.prisma"): Promise<{ models: DmmfModel[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), "prisma-dmmf-"));
  try {
    const schema = readFileSync(schemaFile, "utf8").replace(
      /^generator client \{[\s\S]*?^\}/m,
      `generator dmmf {\n  provider = "node ${GENERATOR}"\n  output   = "${dir}"\n}`,
    );
    writeFileSync(path.join(dir, "schema.prisma"), schema);
    const out = path.join(dir, "dmmf.json");
    await promisify(execFile)("node", ["scripts/prisma-generate.mjs", "--schema", path.join(dir, "schema.prisma")], {
      env: { ...process.env, DMMF_OUT: out },
    });
    return JSON.parse(readFileSync(out, "utf8")) as { models: DmmfModel[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
