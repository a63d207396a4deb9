/**
 * `npm run dev`: the site on the embedded database, rebuilt and restarted on
 * every save. remix watch rebuilds the app (a development build, with Remix's
 * own error pages), esbuild rebuilds the launcher, and Node's --watch
 * restarts the server whenever a file it loaded changes; each restart stops
 * and starts the embedded PostgreSQL in order, as Ctrl-C does.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { context } from "esbuild";
import { serverBuildOptions } from "./build-server.mjs";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(`Usage: npm run dev

Serves http://localhost:$PORT (3000) in development on the embedded database
(or DATABASE_URL), rebuilding and restarting on every save. Ctrl-C stops the
watchers, the site and the database, in that order.`);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`It takes no arguments, not ${args.join(" ")}. Run \`npm run dev -- --help\` for how to use it.`);
  process.exit(2);
}

const children = [];
function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  return child;
}
function finished(child) {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// One whole build first, so the server starts on something complete.
if ((await finished(run("npx", ["remix", "build", "--sourcemap"], { NODE_ENV: "development" }))) !== 0) process.exit(1);
rmSync("build/server", { recursive: true, force: true });
const launcher = await context(serverBuildOptions);
await launcher.rebuild();
await launcher.watch();
run("npx", ["remix", "watch"], { NODE_ENV: "development" });
const server = run(process.execPath, ["--watch", "--watch-preserve-output", "build/server/index.js"], { NODE_ENV: "development" });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await launcher.dispose();
  // The server first, so that it stops its database; then the watchers.
  server.kill("SIGTERM");
  await finished(server);
  for (const child of children) if (child !== server && child.exitCode === null) child.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
