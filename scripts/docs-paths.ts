// The paths the docs name, checked against the repository (issue 49): in README.md and
// docs/**/*.md, every relative Markdown link (and its heading), every path from a top folder or root
// file (in backticks or in the text), and every source file named by the end of its path (in
// backticks or a code block) must lead somewhere, so a file that moves takes its references with it.
// `docs-paths.test.ts` runs the check with the unit tests.
//
// Decision records keep their history: a record may still name a file that has since moved or gone,
// if its closing section says where, one line a file (docs/decisions/README.md):
//
//   ## Files since moved
//
//   - `old/path.ts` → `new/path.ts`
//   - `old/path.ts` → removed: why
//   - `new/path.ts` → not made: why (a file a proposal names before it exists)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One thing wrong, where a reader would find it. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** What the check needs to know about the repository, paths relative to its root. */
export interface Repository {
  /** Whether the file or folder is there; a trailing slash asks for a folder. */
  has(repoPath: string): boolean;
  /** Whether some file's or folder's path is `tail` or ends with `/tail`. */
  endsWith(tail: string): boolean;
  /** Whether any file or folder matches the glob. */
  matches(pattern: string): boolean;
  /** Whether the path is one a build, a run or the host makes (ignored by git), so absent from a checkout. */
  generated(repoPath: string): boolean;
  /** A Markdown file's text, for its headings' anchors. */
  read(repoPath: string): string | undefined;
}

/** The repository's top folders: a word starting with one of them names a path in it. */
export const TOP_FOLDERS = ["app", "bench", "data", "deploy", "docs", "prisma", "public", "scripts", "server", "tests"];

/** The root's own files a code span may name bare. */
const ROOT_FILE =
  /^(?:[\w-]+\.config\.(?:js|ts|mjs|cjs)|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|Dockerfile|docker-compose(?:\.[\w-]+)?\.yml|remix\.env\.d\.ts|README\.md|\.env\.example|\.gitignore|\.dockerignore|\.prettierignore|\.nvmrc)$/;

/** A decision record, which may name files since moved. */
const DECISION_RECORD = /^docs\/decisions\/\d{4}-[^/]+\.md$/;

/** The heading of a decision record's closing section of moved files. */
export const MOVED_HEADING = "## Files since moved";

const ARROW = /\s(?:→|->)\s/;

/** The text with fenced code blocks blanked out (their lines kept, so line numbers hold). */
function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split("\n")
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) {
        fence = marker;
        return "";
      }
      if (fence !== undefined) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return "";
      }
      return line;
    })
    .join("\n");
}

/** Code spans (`like this`, within one paragraph) with the 1-based line each starts on. */
export function codeSpans(text: string): { code: string; line: number; index: number; end: number }[] {
  const spans = [];
  const pattern = /(`+)((?:(?!\n\s*\n)[\s\S])+?)\1(?!`)/g;
  const plain = withoutFences(text);
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    spans.push({
      code: match[2]!.replace(/\s+/g, " ").trim(),
      line: lineAt(plain, match.index),
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return spans;
}

/** Link targets (inline, images and reference definitions) outside code, with their lines. */
export function linkTargets(text: string): { target: string; line: number }[] {
  const plain = prose(text);
  const targets = [];
  const inline = /!?\[(?:[^\][]|\[[^\][]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
  for (let match = inline.exec(plain); match; match = inline.exec(plain)) {
    targets.push({ target: match[1]!.replace(/^<|>$/g, ""), line: lineAt(plain, match.index) });
  }
  const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/gm;
  for (let match = definition.exec(plain); match; match = definition.exec(plain)) {
    targets.push({ target: match[1]!.replace(/^<|>$/g, ""), line: lineAt(plain, match.index) });
  }
  return targets.sort((a, b) => a.line - b.line);
}

/** The text outside code: fenced blocks blanked, code spans as x's of their length, so indexes hold. */
function prose(text: string): string {
  let plain = withoutFences(text);
  for (const span of codeSpans(text)) {
    plain = plain.slice(0, span.index) + plain.slice(span.index, span.end).replace(/[^\n]/g, "x") + plain.slice(span.end);
  }
  return plain;
}

/** Paths from a top folder written in prose, outside code and link targets (`see app/root.tsx`). */
export function pathsInProse(text: string): { path: string; line: number }[] {
  const plain = prose(text);
  const paths = [];
  const pattern = new RegExp(`(^|[\\s(])((?:${TOP_FOLDERS.join("|")})/\\S*)`, "gm");
  for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
    if (match[1] === "(" && plain[match.index - 1] === "]") continue;
    paths.push({ path: bareWord(match[2]!), line: lineAt(plain, match.index + match[1]!.length) });
  }
  return paths;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/** A path a doc names: `exact` from the root, or else a tail some file's path ends with. */
export interface NamedPath {
  path: string;
  exact: boolean;
}

/**
 * The extensions of a source file named bare, without its folder (`location-guard.ts`). Not `.js`,
 * `.css` or `.conf`, which bare name the build's files and PostgreSQL's, nor `.sql` or `.prisma`, which
 * also end expressions (`Prisma.sql`).
 */
const SOURCE_FILE = /^[\w.$[\]<>*-]+\.(?:ts|tsx|mjs|sh)$/;
/** The extensions of a file named by part of its path (`http/health.ts`). */
const FILE_TAIL = /\.(?:ts|tsx|mjs|cjs|js|sql|sh|css|prisma|conf|md|json|ya?ml|csv|png|pem)$/;

/** A word of code or of a code block without what surrounds a path in prose: brackets, quotes, `:line`, `?query`. */
function bareWord(word: string): string {
  return word
    .replace(/^[("'[>]+/, "")
    .replace(/[)"',;:.\]]+$/, "")
    .replace(/(?::\d+)+$/, "")
    .replace(/\?[\w=&]*$/, "")
    .replace(/^~\//, "app/")
    .replace(/^\.\//, "");
}

/**
 * The paths a code span names: each word that starts with a top folder (or `~/`, the alias for
 * `app/`) or is a root file, exactly; and as tails, words that are a source file's name or end a path
 * with a file's extension. In a code block (`block`), only words with a slash, all as tails, since
 * a block's trees name paths from the folder above them; not words in backticks, which are Markdown
 * shown as an example.
 */
export function pathsInCode(code: string, block = false): NamedPath[] {
  const paths: NamedPath[] = [];
  for (const word of code.split(/\s+/)) {
    const bare = bareWord(word);
    if (bare === "" || bare.includes("://") || /^[/@$.]/.test(bare) || bare.includes("node_modules")) continue;
    const top = bare.includes("/") && TOP_FOLDERS.includes(bare.split("/")[0]!);
    if (block) {
      if (bare.includes("/") && (top || FILE_TAIL.test(bare))) paths.push({ path: bare, exact: false });
    } else if (top || ROOT_FILE.test(bare)) {
      paths.push({ path: bare, exact: true });
    } else if ((bare.includes("/") && FILE_TAIL.test(bare)) || SOURCE_FILE.test(bare)) {
      paths.push({ path: bare, exact: false });
    }
  }
  return paths;
}

/** A path with placeholders (`<name>`, `…`, `NNNN`) as a glob, or undefined if it has none. */
export function placeholdersAsGlob(repoPath: string): string | undefined {
  const glob = repoPath
    .replace(/<[^>/]+>/g, "*")
    .replace(/…|\.\.\./g, "*")
    .replace(/NNNN/g, "[0-9][0-9][0-9][0-9]");
  return glob !== repoPath || /[*?{[]/.test(glob) ? glob : undefined;
}

/** GitHub's anchor for each heading of a Markdown text. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split("\n")) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** One line of a decision record's files since moved. */
export interface Move {
  /** Where the file went; none when it was removed or never made. */
  to: string[];
  /** Every repository path the line names after its arrow: where it went, or in the reason. */
  named: string[];
  line: number;
}

/**
 * A decision record's files since moved, by old path; and the lines of that section, whose paths
 * `checkDocument` checks as moves rather than as paths of the record's text.
 */
export function movedFiles(text: string): {
  moved: Map<string, Move>;
  lines: Set<number>;
  problems: { line: number; message: string }[];
} {
  const moved = new Map<string, Move>();
  const sectionLines = new Set<number>();
  const problems: { line: number; message: string }[] = [];
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() === MOVED_HEADING);
  if (start === -1) return { moved, lines: sectionLines, problems };
  for (let index = start + 1; index < lines.length && !/^#{1,2}\s/.test(lines[index]!); index++) {
    const line = lines[index]!;
    if (line.trim() === "") continue;
    sectionLines.add(index + 1);
    const [before, after] = line.split(ARROW);
    const old = /^- `([^`]+)`$/.exec(before?.trim() ?? "")?.[1];
    const removed = /^(?:removed|not made)\b\W*\w+/.test(after?.trim() ?? "");
    const named = [...(after ?? "").matchAll(/`([^`]+)`/g)]
      .flatMap((match) => pathsInCode(match[1]!))
      .filter((repoPath) => repoPath.exact)
      .map((repoPath) => repoPath.path);
    if (old === undefined || after === undefined || (named.length === 0 && !removed)) {
      problems.push({
        line: index + 1,
        message: 'a line of files since moved reads "- `old` → `new`", "- `old` → removed: why" or "- `old` → not made: why"',
      });
      continue;
    }
    moved.set(old, { to: removed ? [] : named, named, line: index + 1 });
  }
  return { moved, lines: sectionLines, problems };
}

/** Whether a path is named as moved: itself, or inside a folder named as moved. */
function movedEntry(moved: Map<string, Move>, repoPath: string): boolean {
  const bare = repoPath.replace(/\/$/, "");
  return [...moved.keys()].some((old) => {
    const folder = old.replace(/\/$/, "");
    return bare === folder || bare.startsWith(`${folder}/`);
  });
}

/** Whether a path (with placeholders or globs allowed) leads somewhere. */
function found(repo: Repository, { path: named, exact }: NamedPath): boolean {
  if (repo.generated(named)) return true;
  if (exact ? repo.has(named) : repo.endsWith(named)) return true;
  const glob = placeholdersAsGlob(named);
  return glob !== undefined && repo.matches(exact ? glob : `**/${glob}`);
}

/** The lines inside fenced code blocks, with their 1-based numbers. */
function blockLines(text: string): { code: string; line: number }[] {
  const plain = withoutFences(text).split("\n");
  return text
    .split("\n")
    .map((code, index) => ({ code, line: index + 1 }))
    .filter(({ code, line }) => plain[line - 1] === "" && code !== "" && !/^\s*(```|~~~)/.test(code));
}

/** Every finding in one Markdown file, `file` relative to the repository's root. */
export function checkDocument(file: string, text: string, repo: Repository): Finding[] {
  const findings: Finding[] = [];
  const record = DECISION_RECORD.test(file);
  const { moved, lines, problems } = record ? movedFiles(text) : movedFiles("");
  for (const problem of problems) findings.push({ file, ...problem });
  const missing = (named: NamedPath, line: number, what: string) => {
    if (found(repo, named)) return;
    if (record && movedEntry(moved, named.path)) return;
    findings.push({
      file,
      line,
      message: `${what} does not exist${record ? `: say where it went under "${MOVED_HEADING}"` : ""}`,
    });
  };

  for (const span of codeSpans(text)) {
    if (lines.has(span.line)) continue;
    for (const named of pathsInCode(span.code)) {
      missing(named, span.line, named.exact ? `\`${named.path}\`` : `\`${named.path}\` (no file's path ends so)`);
    }
  }
  for (const { path: named, line } of pathsInProse(text)) {
    if (!lines.has(line)) missing({ path: named, exact: true }, line, `${named} (in the text)`);
  }
  for (const { code, line } of blockLines(text)) {
    for (const named of pathsInCode(code, true)) missing(named, line, `${named.path} (in a code block)`);
  }
  for (const { target, line } of linkTargets(text)) {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue;
    const [rawPath = "", anchor] = target.split("#");
    const linked = rawPath === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
    const repoPath = rawPath.startsWith("/") ? decodeURI(rawPath).slice(1) : linked;
    if (rawPath !== "" && !found(repo, { path: repoPath, exact: true })) {
      missing({ path: repoPath, exact: true }, line, `the link to ${target}`);
      continue;
    }
    if (anchor && repoPath.endsWith(".md")) {
      const linkedText = repoPath === file ? text : repo.read(repoPath);
      if (linkedText !== undefined && !headingAnchors(linkedText).has(decodeURIComponent(anchor).toLowerCase())) {
        findings.push({ file, line, message: `the link to ${target}: ${repoPath} has no heading #${anchor}` });
      }
    }
  }

  for (const [old, { to, named, line }] of moved) {
    if (repo.has(old)) findings.push({ file, line, message: `\`${old}\` is named as moved but is still there` });
    for (const next of named) {
      if (found(repo, { path: next, exact: true })) continue;
      const message = to.includes(next) ? `\`${old}\` moved to \`${next}\`, which does not exist` : `\`${next}\` does not exist`;
      findings.push({ file, line, message });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** Every file and folder under `root` (folders with a trailing slash), but for git's and ignored ones. */
function walk(root: string, skip: (repoPath: string) => boolean, folder = ""): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const repoPath = folder + entry.name;
    if (entry.name === ".git" || entry.name === "node_modules" || skip(repoPath)) return [];
    return entry.isDirectory() ? [`${repoPath}/`, ...walk(root, skip, `${repoPath}/`)] : [repoPath];
  });
}

/** The repository on disk at `root`; generated paths are those under .gitignore's root folders. */
export function repositoryAt(root: string): Repository {
  const ignored = readFileSync(path.join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^\/[^*]+$/.test(line))
    .map((line) => line.slice(1).replace(/\/$/, ""));
  const generated = (repoPath: string) => ignored.some((folder) => repoPath === folder || repoPath.startsWith(`${folder}/`));
  let entries: string[] | undefined;
  return {
    has: (repoPath) => {
      const full = path.join(root, repoPath);
      if (!existsSync(full)) return false;
      return !repoPath.endsWith("/") || statSync(full).isDirectory();
    },
    endsWith: (tail) => {
      entries ??= walk(root, generated);
      return entries.some((entry) => entry === tail || entry.endsWith(`/${tail}`));
    },
    matches: (pattern) => {
      entries ??= walk(root, generated);
      const folder = pattern.endsWith("/");
      return entries.some((entry) =>
        folder
          ? entry.endsWith("/") && path.matchesGlob(entry.slice(0, -1), pattern.slice(0, -1))
          : path.matchesGlob(entry.replace(/\/$/, ""), pattern),
      );
    },
    generated,
    read: (repoPath) => {
      const full = path.join(root, repoPath);
      return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
    },
  };
}

/** The docs the check reads: README.md and every Markdown file under docs/. */
export function docsAt(root: string): string[] {
  return [
    "README.md",
    ...walk(root, () => false, "docs/")
      .filter((entry) => entry.endsWith(".md"))
      .sort(),
  ];
}

/** Every finding in the docs at `root`, as `file:line: message`. */
export function checkDocs(root: string): string[] {
  const repo = repositoryAt(root);
  return docsAt(root).flatMap((file) =>
    checkDocument(file, readFileSync(path.join(root, file), "utf8"), repo).map(({ line, message }) => `${file}:${line}: ${message}`),
  );
}
