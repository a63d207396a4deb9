// `npm run db:prepare` runs the production build's server/db-prepare.js; before
// any build exists, it says so in one sentence instead of Node's stack trace.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [name, ...rest] = process.argv.slice(2);
const file = path.resolve("build/server", `${name}.js`);
if (!existsSync(file)) {
  console.error(`There is no build to run yet (build/server/${name}.js is missing): run npm run build first.`);
  process.exit(1);
}
process.argv = [process.argv[0], file, ...rest];
await import(pathToFileURL(file).href);
