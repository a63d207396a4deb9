// A Prisma generator that writes the datamodel DMMF, Prisma's own reading of schema.prisma, to
// the file in DMMF_OUT. @prisma/internals' getDMMF is not installed and the generated client keeps
// too little (no nullability, no native types), so prisma-datamodel.ts runs `prisma generate`
// with this in place of the client's generator. The CLI speaks JSON-RPC to a generator: one
// request a line on its stdin, one answer a line on its stderr.
import { writeFileSync } from "node:fs";
import readline from "node:readline";

const answer = (id, result) => process.stderr.write(`${JSON.stringify({ jsonrpc: "2.0", id, result })}\n`);

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const { id, method, params } = JSON.parse(line);
  if (method === "getManifest") answer(id, { manifest: { prettyName: "datamodel DMMF" } });
  if (method === "generate") {
    writeFileSync(process.env.DMMF_OUT, JSON.stringify(params.dmmf.datamodel));
    answer(id, null);
  }
});
