import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { Site } from "./site-contract";

/**
 * The site's server build, and the `site` its entry module exports
 * (app/entry.server.tsx). Importing it starts nothing: the site connects to
 * its database only when the launcher calls `site.start`.
 */
export async function loadBuild(): Promise<{ build: ServerBuild; site: Site }> {
  const buildPath = path.resolve("build/index.js");
  if (!existsSync(buildPath))
    throw new Error(`No production build at ${buildPath}. Run \`npm run build\` first (\`npm start\` does both).`);
  // A bad setting read as the build loads (getEnv) throws its own message, naming the variable.
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const site = (build.entry.module as { site?: Site }).site;
  if (!site) throw new Error(`The build at ${buildPath} exports no site from its entry module. Run \`npm run build\` again.`);
  return { build, site };
}
