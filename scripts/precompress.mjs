/**
 * Writes .br and .gz copies of the compiled JavaScript and CSS in public/build,
 * at the highest settings. The server sends them as they are (express-static-
 * gzip, in server/express-app.ts) instead of compressing on every request at the fast,
 * weaker setting: the JavaScript of an interactive page shrinks by about a
 * tenth. Runs after `remix build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve("public/build");

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|css|svg)$/.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(ROOT)) {
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in public/build.`);
