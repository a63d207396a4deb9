import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The integration tests start build/server/index.js: after a change to the sources, they would test the old site. */
const SOURCES = ["app", "server", "prisma/seed.ts", "prisma/seeds", "remix.config.js", "postcss.config.js"];

function newest(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return (
    readdirSync(entry)
      // Tests are not built into the site.
      .filter((name) => name !== "generated" && !/\.test\.tsx?$/.test(name))
      .reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs)
  );
}

export default function refuseStaleBuild() {
  let built: number;
  try {
    // Written last by `npm run build`.
    built = statSync("build/server/index.js").mtimeMs;
  } catch {
    throw new Error("There is no production build. Run `npm run build` (npm test does) before the integration tests.");
  }
  const changed = Math.max(...SOURCES.map(newest));
  if (changed > built) {
    throw new Error("build/ is older than the sources. Run `npm run build` (npm test does) before the integration tests.");
  }
}
