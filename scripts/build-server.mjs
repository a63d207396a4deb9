/**
 * Compiles the server and the commands a deployment runs into plain
 * JavaScript in build/server, so production runs `node` on built files: no
 * TypeScript loader, no app sources. Packages stay in node_modules; our own
 * modules (server/, app/ and the generated Prisma client) are bundled.
 * Runs after `remix build`.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** "~/…" is our app folder (tsconfig paths), not a package: resolve it before packages are left out. */
const appAlias = {
  name: "app-alias",
  setup(builder) {
    builder.onResolve({ filter: /^~\// }, (args) =>
      builder.resolve(`./${args.path.slice(2)}`, { resolveDir: path.resolve("app"), kind: args.kind }),
    );
  },
};

/** The launcher and the commands, as esbuild builds them; `npm run dev` watches the same. */
export const serverBuildOptions = {
  entryPoints: {
    index: "server/index.ts",
    "db-prepare": "server/db-prepare.ts",
    "import-lga": "scripts/import-lga.ts",
    "export-requests": "scripts/export-requests.ts",
    "staff-account": "scripts/staff-account.ts",
    "staff-invite": "scripts/staff-invite.ts",
    "privacy-erase": "scripts/privacy-erase.ts",
  },
  outdir: "build/server",
  bundle: true,
  // A chunk of its own for what is imported only when needed (the embedded PostgreSQL, a
  // development dependency), so a production image without it still loads.
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  tsconfig: "tsconfig.json",
  plugins: [appAlias],
  sourcemap: true,
  logLevel: "warning",
};

// Run as a script (npm run build), not imported (scripts/dev.mjs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Chunk names carry hashes: old ones would pile up.
  rmSync("build/server", { recursive: true, force: true });
  await build(serverBuildOptions);
}
