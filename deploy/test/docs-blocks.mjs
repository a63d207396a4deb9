// Run by deploy/test/stack.sh: prints the ```sh blocks of one section of a document, each ended by
// a NUL, with the indentation of the list item they sit in taken off, so that the test runs an
// operator's commands as the document gives them rather than a copy that can drift from it.
//   node deploy/test/docs-blocks.mjs <document> <heading>
// The section runs from the heading (a line "#… <heading>") to the next heading of its level or
// above. No such heading, or no block in it, is an error: a renamed section must not pass as empty.
import { readFileSync } from "node:fs";

const [document, heading] = process.argv.slice(2);
if (!document || !heading) {
  console.error("usage: node deploy/test/docs-blocks.mjs <document> <heading>");
  process.exit(2);
}
const lines = readFileSync(document, "utf8").split("\n");
const start = lines.findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, "") === heading);
if (start < 0) {
  console.error(`${document}: no heading "${heading}"`);
  process.exit(1);
}
const level = lines[start].indexOf(" ");
const blocks = [];
for (let i = start + 1; i < lines.length; i++) {
  const heading = /^(#+) /.exec(lines[i]);
  if (heading && heading[1].length <= level) break;
  const fence = /^( *)```sh$/.exec(lines[i]);
  if (!fence) continue;
  const indent = fence[1];
  const body = [];
  for (i++; i < lines.length && lines[i] !== `${indent}\`\`\``; i++) {
    if (lines[i] !== "" && !lines[i].startsWith(indent)) {
      console.error(`${document}:${i + 1}: a line of a block less indented than its fence`);
      process.exit(1);
    }
    body.push(lines[i].slice(indent.length));
  }
  if (i >= lines.length) {
    console.error(`${document}: a block in "${heading}" is never closed`);
    process.exit(1);
  }
  blocks.push(body.join("\n"));
}
if (blocks.length === 0) {
  console.error(`${document}: no sh block under "${heading}"`);
  process.exit(1);
}
process.stdout.write(blocks.map((block) => `${block}\n\0`).join(""));
