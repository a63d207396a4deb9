/**
 * The import graph of app/, checked by `npm run lint` (decision 0058): no
 * circle anywhere, type-only imports included, and shared chrome (components,
 * site, utils, i18n) importing no feature. ESLint's no-restricted-paths says the
 * second in the editor; import-x/no-cycle skips type-only imports, so this
 * is where a circle through a type shows.
 */
const CHROME = "^app/(components|site|utils|i18n)/";

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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^app/generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Packages' "exports" maps (csv-parse/sync, @conform-to/zod/v4), so that every import resolves.
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
