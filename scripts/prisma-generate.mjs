// `prisma generate` never runs the schema engine, but the CLI insists on finding
// one and tries to download it when it is missing. Where that download is
// impossible we point it at a placeholder file, which is never executed. Arguments
// pass through (`--schema`, `--generator`): the schema test reads Prisma's own DMMF so.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const placeholder = join("node_modules", ".cache", "prisma-schema-engine-placeholder");
  if (!existsSync(placeholder)) {
    mkdirSync(join("node_modules", ".cache"), { recursive: true });
    writeFileSync(placeholder, "#!/bin/sh\nexit 1\n", { mode: 0o755 });
  }
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}
const result = spawnSync("npx", ["prisma", "generate", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
