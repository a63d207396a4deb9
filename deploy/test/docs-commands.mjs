// Run by deploy/test/stack.sh: every `docker compose …` command in the operators' documents must
// name a compose command and services the stack has, so a renamed service cannot leave a document
// telling an operator to stop one that does not exist. The stack test runs the commands that
// matter end to end; this checks the rest.
//   node deploy/test/docs-commands.mjs <checkout> <service>...
import { readFileSync } from "node:fs";
import path from "node:path";

const [root, ...services] = process.argv.slice(2);
if (!root || services.length === 0) {
  console.error("usage: node deploy/test/docs-commands.mjs <checkout> <service>...");
  process.exit(2);
}
const DOCUMENTS = ["README.md", "docs/deployment.md", "docs/backups.md", "docs/operations.md", "docker-compose.yml"];
const VERBS = new Set(["build", "down", "exec", "logs", "ps", "restart", "run", "start", "stop", "up", "config", "pull"]);
/** Options that take the next word as their value. */
const WITH_VALUE = new Set([
  "-e",
  "--env",
  "-v",
  "--volume",
  "-u",
  "--user",
  "-w",
  "--workdir",
  "--entrypoint",
  "--name",
  "-t",
  "--timeout",
  "--tail",
  "--wait-timeout",
  "-p",
  "--project-name",
  "-f",
  "--file",
  "--env-file",
  "--scale",
]);
/** Where a shell command ends, or a sentence takes over again. */
const END = /^(&&|\|\||\||;|>|<|#|\)|until|and|or|to|then|for|with|\.|,)$/;
/** Verbs whose first word after the options is one service; the rest is its command. */
const ONE_SERVICE = new Set(["exec", "run"]);

const known = new Set(services);
const problems = [];
let checked = 0;
for (const document of DOCUMENTS) {
  const text = readFileSync(path.join(root, document), "utf8");
  for (const match of text.matchAll(/docker compose ([^`\n]*)/g)) {
    const words = match[1]
      .replace(/\\$/, "")
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/[`.,:;)]+$/, ""));
    let i = 0;
    while (i < words.length && words[i].startsWith("-")) i += WITH_VALUE.has(words[i]) ? 2 : 1;
    const verb = words[i++];
    if (!verb) continue;
    if (!VERBS.has(verb)) {
      problems.push(`${document}: "docker compose ${match[1].trim()}": no compose command "${verb}"`);
      continue;
    }
    checked++;
    const named = [];
    for (; i < words.length; i++) {
      const word = words[i];
      if (END.test(word) || word === "") break;
      if (word.startsWith("-")) {
        if (WITH_VALUE.has(word)) i++;
        continue;
      }
      named.push(word);
      if (ONE_SERVICE.has(verb)) break;
    }
    for (const service of named) {
      // Placeholders (<service>) and examples in prose are not names.
      if (/[<…]/.test(service) || !/^[a-z][a-z0-9-]*$/.test(service)) continue;
      if (!known.has(service)) problems.push(`${document}: "docker compose ${match[1].trim()}": no service "${service}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`${checked} docker compose commands in the documents name only services the stack has`);
