/**
 * The import graph of app/, checked by `npm run lint` (decisions 0058 and
 * 0107): no circle anywhere, type-only imports included; shared chrome
 * (components, site, utils, i18n, content) importing no feature; plumbing
 * (mail, sms) importing no feature but plumbing; no two feature folders
 * importing each other, directly or round a longer loop; no feature importing
 * the seed; and app/runtime, which wires the features together, imported by
 * nothing but the server's entry. ESLint's no-restricted-paths says the chrome
 * and plumbing rules in the editor; import-x/no-cycle skips type-only imports,
 * so this is where a circle through a type shows.
 */
const CHROME = "^app/(components|site|utils|i18n|content)/";
const PLUMBING = "^app/features/(mail|sms)/";
const FEATURE_FOLDER = "^app/features/[^/]+/?$";
const TEST = "\\.test\\.tsx?$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "This module is part of a circle of imports: turn one of them around (a type or a piece the other needs moves down).",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "no-features-from-chrome",
      severity: "error",
      comment:
        "Shared chrome (app/components, app/site, app/utils, app/i18n) imports nothing from app/features: move the piece down into the chrome, the module up into its feature, or pass it in from the route.",
      from: { path: CHROME },
      to: { path: "^app/features/" },
    },
    {
      name: "no-features-from-plumbing",
      severity: "error",
      comment:
        "Plumbing (app/features/mail, app/features/sms) carries what features give it and imports no feature but plumbing: the feature supplies its own templates and words (decision 0106).",
      from: { path: PLUMBING },
      to: { path: "^app/features/", pathNot: PLUMBING },
    },
    {
      name: "no-feature-folder-loop",
      severity: "error",
      comment:
        "Two feature folders import each other, directly or round a loop of folders: the lower one may not know the upper. Move the piece both need down (into app/features/cases, content, forms, the chrome) or the module up (decision 0107).",
      scope: "folder",
      from: { path: FEATURE_FOLDER },
      to: { path: FEATURE_FOLDER, circular: true },
    },
    {
      name: "no-seed-from-features",
      severity: "error",
      comment:
        "The site's code does not import the seed (prisma/seeds): a fact both need is defined in app/ and the seed imports it. Only app/runtime, which prepares the database at start, runs it.",
      from: { path: "^app/", pathNot: "^app/runtime/" },
      to: { path: "^prisma/seeds/" },
    },
    {
      name: "runtime-is-the-roof",
      severity: "error",
      comment:
        "app/runtime wires the features into the server (site.server.ts); only the server's entry imports it, so nothing below can reach back up through it.",
      from: { path: "^app/", pathNot: "^app/(runtime/|entry\\.server\\.tsx$)" },
      to: { path: "^app/runtime/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests are leaves that may reach any layer (a test in content/ reads the seed, one in search/ the FAQs):
    // counted, they would close loops of folders that the site's code does not have.
    exclude: { path: ["^app/generated/", TEST] },
    // The graph is app/ and the seed, which the no-seed rule needs to see.
    includeOnly: { path: ["^app/", "^prisma/seeds/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Packages' "exports" maps (csv-parse/sync, @conform-to/zod/v4), so that every import resolves.
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
