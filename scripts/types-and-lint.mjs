// `npm run check`: the type check and the type-aware lint in one TypeScript program (decision 0082).
//
// `tsc --noEmit` and typescript-eslint's rules that need types each built and checked the whole tree
// on their own, at the same time, on the same two cores: the most expensive work of the checks phase,
// done twice. Here the program is built and type-checked once; its diagnostics are what `tsc`
// prints, and ESLint is handed the same program (typescript-eslint's `programs` option), whose type
// checker has by then answered most of what the rules ask. `npm run typecheck` and `npm run lint`
// still run each on its own, for an editor or a quick look.
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, "tsconfig.json");
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: report });
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => "\n",
};
function report(diagnostic) {
  process.stdout.write(ts.formatDiagnostic(diagnostic, host));
}

const diagnostics = ts.getPreEmitDiagnostics(program);
diagnostics.forEach(report);
console.log(
  `types: ${diagnostics.length} error${diagnostics.length === 1 ? "" : "s"} in ${program.getRootFileNames().length} files (${seconds()})`,
);

const eslint = new ESLint({
  // Every typed file is in the program: typescript-eslint takes its types from it, not from a project service of its own.
  overrideConfig: [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { programs: [program], projectService: false } } }],
});
const results = await eslint.lintFiles(["."]);
const formatter = await eslint.loadFormatter("stylish");
const output = await formatter.format(results);
if (output) console.log(output);
const errors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);
console.log(`lint: ${errors} error${errors === 1 ? "" : "s"} in ${results.length} files (${seconds()})`);

// A file the program does not hold cannot be linted with types: say which, rather than let it pass unchecked.
const outside = results.filter((result) =>
  result.messages.some((message) => /was not found by the project service|not included in/.test(message.message)),
);
if (outside.length > 0)
  console.log(`Outside tsconfig.json: ${outside.map((result) => path.relative(process.cwd(), result.filePath)).join(", ")}`);

process.exit(diagnostics.length > 0 || errors > 0 ? 1 : 0);
