/**
 * Lint rules for the whole tree: typescript-eslint (type-aware), React and
 * its hooks, jsx-a11y and import order and cycles. Formatting is Prettier's
 * (prettier.config.js); eslint-config-prettier turns off the rules it owns.
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "app/generated/",
      ".data/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/out/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      react: { version: "detect" },
      "import-x/resolver-next": [(await import("eslint-import-resolver-typescript")).createTypeScriptImportResolver()],
    },
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      // The launcher gets what it needs of the site from the build (server/site-contract.ts), never from
      // app/: an app module imported here would be bundled a second time beside the build's copy.
      // Each feature is whole in its folder, above the shared chrome (decision 0058): the chrome imports no
      // feature, or a change to one feature could reach every page. dependency-cruiser checks the same
      // (.dependency-cruiser.mjs), type-only imports and circles included.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./server", from: "./app", message: "server/ imports nothing from app/: take it from the build." },
            ...["components", "site", "utils", "i18n", "content"].map((chrome) => ({
              target: `./app/${chrome}`,
              from: "./app/features",
              message: `app/${chrome}/ is shared chrome and imports no feature: move the piece down into the chrome, the module up into its feature, or pass it in from the route (decision 0058).`,
            })),
            // Plumbing carries what features hand it (decision 0106); each feature words its own letters and texts.
            ...["mail", "sms"].map((plumbing) => ({
              target: `./app/features/${plumbing}`,
              from: "./app/features",
              except: ["./mail", "./sms"],
              message: `app/features/${plumbing}/ is plumbing and imports no feature but plumbing: the feature supplies its templates and words (decision 0106).`,
            })),
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Props are typed by TypeScript, not PropTypes.
      "react/prop-types": "off",
      // Remix's loaders and actions throw Responses (redirects, 404s) as control flow.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" },
          ],
        },
      ],
    },
  },
  {
    // A route or a feature's module that outgrows a screenful or five holds more than one thing (issue 68).
    files: ["app/routes/**", "app/features/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests read JSON bodies and database rows, which are untyped by nature, and assert on their shape.
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
