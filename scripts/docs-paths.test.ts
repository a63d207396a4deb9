import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocs, checkDocument, codeSpans, headingAnchors, linkTargets, movedFiles, pathsInCode, type Repository } from "./docs-paths";

const root = path.resolve(import.meta.dirname, "..");

/** The real docs: every link and repository path in README.md and docs/**\/*.md leads somewhere. */
describe("the docs' paths", () => {
  it("all exist, or a decision record says where they went", () => {
    expect(checkDocs(root)).toEqual([]);
  });
});

/** The layouts in the README and docs/architecture.md name every feature folder (issue 68: two were missing). */
describe("the layouts", () => {
  const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(["README.md", "docs/architecture.md"])("in %s name each folder of app/features", (doc) => {
    const text = readFileSync(path.join(root, doc), "utf8");
    const layout = text.slice(text.indexOf("\n  features/"));
    expect(features.filter((feature) => !new RegExp(`(^|[\\s,(])${feature}/`, "m").test(layout))).toEqual([]);
  });
});

/** The decisions' index lists every record under its number, and says why a number has none. */
describe("the decisions' index", () => {
  const folder = path.join(root, "docs/decisions");
  const records = readdirSync(folder).filter((name) => /^\d{4}-/.test(name));
  const index = readFileSync(path.join(folder, "README.md"), "utf8");

  it("links every record, whose title carries its file's number", () => {
    const unlisted = records.filter((record) => !index.includes(`- [${record.slice(0, 4)}](${record}) `));
    const misnumbered = records.filter(
      (record) => !readFileSync(path.join(folder, record), "utf8").startsWith(`# ${record.slice(0, 4)}. `),
    );
    expect({ unlisted, misnumbered }).toEqual({ unlisted: [], misnumbered: [] });
  });

  it("says of each number without a record that it was not used", () => {
    const numbers = new Set(records.map((record) => Number(record.slice(0, 4))));
    const unexplained = [];
    for (let number = 1; number <= Math.max(...numbers); number++) {
      const padded = String(number).padStart(4, "0");
      if (!numbers.has(number) && !index.includes(`- ${padded}: not used`)) unexplained.push(padded);
    }
    expect(unexplained, 'a number without a record needs "- NNNN: not used" in the index').toEqual([]);
  });
});

/** A repository of a few files, for the rules below. */
function repository(files: string[], docs: Record<string, string> = {}): Repository {
  const entries = [...files, ...Object.keys(docs)];
  const folders = new Set(
    entries.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, index, parts) => `${parts.slice(0, index + 1).join("/")}/`),
    ),
  );
  const all = [...entries, ...folders];
  return {
    has: (repoPath) => all.includes(repoPath) || folders.has(`${repoPath}/`),
    endsWith: (tail) => all.some((entry) => entry === tail || entry.endsWith(`/${tail}`)),
    matches: (pattern) => all.some((entry) => path.matchesGlob(entry.replace(/\/$/, ""), pattern.replace(/\/$/, ""))),
    generated: (repoPath) => repoPath.startsWith("public/build/"),
    read: (repoPath) => docs[repoPath],
  };
}

const repo = repository(
  ["app/root.tsx", "app/features/news/model.server.ts", "app/routes/robots[.]txt.ts", "server/http/site-host.ts", "remix.config.js"],
  { "docs/guide.md": "# Guide\n\n## The back office\n\n## The back office\n" },
);

const problems = (file: string, text: string) => checkDocument(file, text, repo).map(({ line, message }) => `${line}: ${message}`);

describe("links", () => {
  it("are read inline, as images and as definitions, not from code", () => {
    const text =
      "See [the `guide`](guide.md#the-back-office) and ![x](../public/a.png).\n\n[ref]: other.md\n\n`[no](link.md)`\n\n```\n[no](block.md)\n```\n";
    expect(linkTargets(text)).toEqual([
      { target: "guide.md#the-back-office", line: 1 },
      { target: "../public/a.png", line: 1 },
      { target: "other.md", line: 3 },
    ]);
  });

  it("must lead to a file, relative to the document, and to a heading there", () => {
    expect(problems("docs/a.md", "[ok](guide.md) [ok](../app/root.tsx) [web](https://example.org/x.md) [mail](mailto:a@b.ng)")).toEqual([]);
    expect(problems("docs/a.md", "text\n[gone](../app/gone.tsx)")).toEqual(["2: the link to ../app/gone.tsx does not exist"]);
    expect(problems("docs/a.md", "[ok](guide.md#the-back-office-1) [no](guide.md#the-front-office)")).toEqual([
      "1: the link to guide.md#the-front-office: docs/guide.md has no heading #the-front-office",
    ]);
  });

  it("that point at the same document's headings need them", () => {
    expect(problems("docs/a.md", "# Top\n\n[up](#top) [down](#bottom)")).toEqual([
      "3: the link to #bottom: docs/a.md has no heading #bottom",
    ]);
  });
});

describe("code paths", () => {
  it("are words of code that start with a top folder or name a root file, exactly", () => {
    expect(pathsInCode("npm run x -- app/root.tsx:12, ~/features/news")).toEqual([
      { path: "app/root.tsx", exact: true },
      { path: "app/features/news", exact: true },
    ]);
    expect(pathsInCode("remix.config.js")).toEqual([{ path: "remix.config.js", exact: true }]);
    expect(pathsInCode("/staff/requests https://x.ng/app/a.ts @prisma/client node_modules/a/b.ts")).toEqual([]);
  });

  it("are also source files named bare or by their path's end, as tails", () => {
    expect(pathsInCode("http/site-host.ts location-guard.ts index.js Prisma.sql")).toEqual([
      { path: "http/site-host.ts", exact: false },
      { path: "location-guard.ts", exact: false },
    ]);
  });

  it("in a code block are tails, words with a slash only, not Markdown's code", () => {
    expect(pathsInCode("  data/grow.ts (the fixture) site.ts `app/example.ts`", true)).toEqual([{ path: "data/grow.ts", exact: false }]);
  });

  it("are found within one paragraph, across a line break", () => {
    expect(codeSpans("a `app/features/\nnews` b\n\n`c").map(({ code, line }) => ({ code, line }))).toEqual([
      { code: "app/features/ news", line: 1 },
    ]);
  });

  it("must exist, in code, code blocks and the text; placeholders and globs match any file, generated ones need not", () => {
    const text = [
      "`app/root.tsx` `app/routes/robots[.]txt.ts` `app/features/<feature>/model.server.ts` `app/routes/*.ts` `public/build/x.js`",
      "`site-host.ts` `http/site-host.ts`",
      "`app/gone.ts` `app/features/<feature>/gone.ts` `gone.ts`",
      "```",
      "server/http/gone.ts",
      "```",
      "In the text app/root.tsx, (app/prose-gone.ts) and [a link](app/root.tsx).",
    ].join("\n");
    expect(problems("README.md", text)).toEqual([
      "3: `app/gone.ts` does not exist",
      "3: `app/features/<feature>/gone.ts` does not exist",
      "3: `gone.ts` (no file's path ends so) does not exist",
      "5: server/http/gone.ts (in a code block) does not exist",
      "7: app/prose-gone.ts (in the text) does not exist",
    ]);
  });
});

describe("decision records", () => {
  const record = "docs/decisions/0001-a.md";

  it("may name a file since moved when they say where it went", () => {
    const text = [
      "`server/site-host.ts` and `app/models/news.server.ts`, `app/old/` and `app/old/a.ts`, `vite.config.ts`.",
      "",
      "## Files since moved",
      "",
      "- `server/site-host.ts` → `server/http/site-host.ts`",
      "- `app/models/news.server.ts` → `app/features/news/model.server.ts`, with its schema",
      "- `app/old/` → removed: nothing used it",
      "- `app/models/a.ts` → removed: `app/root.tsx` does its work",
      "- `vite.config.ts` → not made: the proposal's first step makes it",
    ].join("\n");
    expect(problems(record, text)).toEqual([]);
  });

  it("must not, without it", () => {
    expect(problems(record, "`app/models/news.server.ts`")).toEqual([
      '1: `app/models/news.server.ts` does not exist: say where it went under "## Files since moved"',
    ]);
    expect(
      problems("docs/guide.md", "`app/models/news.server.ts`\n\n## Files since moved\n\n- `app/models/news.server.ts` → `app/root.tsx`"),
    ).toEqual(["1: `app/models/news.server.ts` does not exist", "5: `app/models/news.server.ts` does not exist"]);
  });

  it("name a new place that exists, an old one that does not, and a reason for a removal", () => {
    const text = [
      "## Files since moved",
      "",
      "- `app/models/a.ts` → `app/features/a.ts`",
      "- `app/root.tsx` → `app/features/root.tsx`",
      "- `app/models/b.ts` → removed",
      "- `app/models/e.ts` → removed: `app/features/e.ts` does its work",
      "- app/models/c.ts → `app/root.tsx`",
      "",
      "## Next",
      "",
      "- `app/models/d.ts` → `app/root.tsx`",
    ].join("\n");
    expect(problems(record, text)).toEqual([
      "3: `app/models/a.ts` moved to `app/features/a.ts`, which does not exist",
      "4: `app/root.tsx` is named as moved but is still there",
      "4: `app/root.tsx` moved to `app/features/root.tsx`, which does not exist",
      '5: a line of files since moved reads "- `old` → `new`", "- `old` → removed: why" or "- `old` → not made: why"',
      "6: `app/features/e.ts` does not exist",
      '7: a line of files since moved reads "- `old` → `new`", "- `old` → removed: why" or "- `old` → not made: why"',
      '11: `app/models/d.ts` does not exist: say where it went under "## Files since moved"',
    ]);
  });

  it("list their moves by old path", () => {
    const { moved } = movedFiles("## Files since moved\n\n- `a/b.ts` -> `app/c.ts` and `app/d.ts`\n");
    expect([...moved]).toEqual([["a/b.ts", { to: ["app/c.ts", "app/d.ts"], named: ["app/c.ts", "app/d.ts"], line: 3 }]]);
  });
});

describe("heading anchors", () => {
  it("are GitHub's: lower case, punctuation dropped, spaces as hyphens, repeats numbered", () => {
    expect([...headingAnchors("# A request, start to finish\n## `npm run dev` & Ẹ̀kọ́\n# Twice\n# Twice\n```\n# not\n```")]).toEqual([
      "a-request-start-to-finish",
      "npm-run-dev--ẹ̀kọ́",
      "twice",
      "twice-1",
    ]);
  });
});
