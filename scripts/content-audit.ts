/** `npm run content:audit`: what it does is its --help, below. */
import { PrismaPg } from "@prisma/adapter-pg";
import { contentAudit, databaseContentAudit, type AuditEntry } from "../app/features/content-pages/audit";
import { PrismaClient } from "../app/generated/prisma/client";
import { readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";

readArguments({
  name: "content:audit",
  usage: "",
  about: `
Lists every content item and contact detail that is not yet confirmed,
grouped by kind, with its file and what the office must supply, then the
counts. Set an item's provenance to "confirmed" once the office has supplied
or checked it (README: Replacing illustrative content).

Reads the collections in the database (pages, news, contact channels and the
rest), every item whatever its status, as the owner: DATABASE_OWNER_URL, else
DATABASE_URL, else the embedded database of npm start.`,
});

await run("The audit", async () => {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: ownerDatabaseUrl() }) });
  const fromDatabase = await databaseContentAudit(prisma).finally(() => prisma.$disconnect());
  const open = [...fromDatabase, ...contentAudit()].filter((entry) => entry.provenance !== "confirmed");
  const byKind = new Map<string, AuditEntry[]>();
  for (const entry of open) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry]);

  for (const [kind, entries] of byKind) {
    const files = [...new Set(entries.map((entry) => entry.file))].join(", ");
    console.log(`\n## ${kind}: ${entries.length} (${files})`);
    console.log(`   The office supplies: ${entries[0]!.supply}.`);
    for (const entry of entries) console.log(`   - [${entry.provenance}] ${entry.item}`);
  }

  console.log("\n## Counts");
  for (const [kind, entries] of byKind) {
    const of = (provenance: string) => entries.filter((entry) => entry.provenance === provenance).length;
    console.log(
      `${kind.padEnd(28)} ${String(entries.length).padStart(4)}  ` +
        `(illustrative ${of("illustrative")}, from public reports ${of("published")}, from the spec ${of("spec")})`,
    );
  }
  console.log(`${"in all".padEnd(28)} ${String(open.length).padStart(4)}`);
});
