/**
 * `npm run bench -- --paint` (issue 66): the first paint of the seven pages' kinds in every language
 * on slow 2G and on Regular 3G, each against a static copy of the same page in the same rounds.
 * The rules (the copy, the blocking count, the median, the verdicts) are pure and tested in
 * paint.test.ts; the measuring is Lighthouse through nginx, as slow-network.ts measures.
 */
import https from "node:https";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEFERRED_REL } from "../../app/utils/deferred-hydration.server";
import { localePath, type Locale } from "../../app/i18n/locales";
import { REGULAR_3G, SLOW_2G } from "./lighthouse";
import { launchChromiumFor, paintRun, type AppliedThrottling, type PaintRun } from "./slow-network";

/** The page kinds of issue 66: `/` is picture-led, the others text-led. */
export const PAINT_PAGES = [
  { path: "/", kind: "home" },
  { path: "/who-we-are/about-us", kind: "text" },
  { path: "/where-we-work/nsr-summary-by-lga", kind: "text" },
  { path: "/grievances/new", kind: "text" },
  { path: "/is-this-real", kind: "text" },
] as const satisfies readonly { path: string; kind: PageKind }[];

export type PageKind = "home" | "text";

/**
 * Slow 2G, medians of the runs (DESIGN.md "Slow networks", decision 0100): a text-led page's largest
 * paint. The home page's largest element is the carousel's first picture, which is a second request
 * (2 s on this model before a byte of it arrives, whatever the page does), so what it is held to is
 * its first paint, one request as on every page, and its largest paint against its static copy's.
 */
export const SLOW_2G_BUDGET_MS: Record<PageKind, number> = { home: 3500, text: 3000 };
/** A page's largest paint within 10 % of its static copy's: every page on Regular 3G, the home page on slow 2G too. */
export const WITHIN_COPY = 1.1;

/** Where nginx serves the static copies, beside the site on the same origin. */
export const STATIC_COPY_PREFIX = "/__static-copy";

/** The static copy's address of a page: /who-we-are/about-us → /__static-copy/who-we-are/about-us.html. */
export function staticCopyAddress(pagePath: string): string {
  return `${STATIC_COPY_PREFIX}${pagePath === "/" ? "/index" : pagePath}.html`;
}

/** An attribute's value in one tag, unquoted (and &amp; decoded); undefined if absent. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/>])`, "i").exec(tag);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? "").replace(/&amp;/g, "&");
}

const relTokens = (tag: string) => (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
const isStylesheet = (tag: string) => relTokens(tag).includes("stylesheet") && !relTokens(tag).includes("alternate");
/** A media query that never matches a phone's screen while the page paints. */
const notForScreen = (media: string | undefined) => media !== undefined && /^\s*(print|not\s+all)\s*$/i.test(media);

/** Every `<link rel="stylesheet">` of the page, wherever it is (the head today, the end of the body once the critical CSS is inline). */
export function stylesheetLinks(html: string): { tag: string; href: string; media: string | undefined }[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => isStylesheet(tag) && attribute(tag, "href"))
    .map((tag) => ({ tag, href: attribute(tag, "href")!, media: attribute(tag, "media") }));
}

/**
 * What the head makes Chromium wait for before it may paint: stylesheets for the screen and
 * scripts that run as they are parsed (neither async, defer nor a module). The HTML itself is
 * not counted. Lighthouse's count from the trace is the measure; this is what the markup says.
 */
export function blockingInHead(html: string): number {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  const styles = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => isStylesheet(tag) && attribute(tag, "disabled") === undefined && !notForScreen(attribute(tag, "media")));
  const scripts = [...head.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter(
      (tag) =>
        attribute(tag, "src") !== undefined &&
        attribute(tag, "async") === undefined &&
        attribute(tag, "defer") === undefined &&
        !/^(module|application\/(ld\+)?json|importmap)$/i.test(attribute(tag, "type") ?? ""),
    );
  return styles.length + scripts.length;
}

/** A stylesheet's relative url(…)s made absolute paths from `href` (its own address), so that it still finds its pictures once inline. */
export function withAbsoluteUrls(css: string, href: string): string {
  const base = new URL(href, "https://origin.invalid/");
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    return `url(${quote}${new URL(url, base).pathname}${quote})`;
  });
}

/** An executable script, or a link that fetches one (module preloads, and the deferred ones of decision 0043). */
const isScriptTag = (tag: string) => !/^(application\/(ld\+)?json)$/i.test(attribute(tag, "type") ?? "");
const fetchesScript = (tag: string) => {
  const rel = relTokens(tag);
  const href = attribute(tag, "href") ?? "";
  return (
    rel.includes("modulepreload") ||
    (rel.includes("preload") && attribute(tag, "as") === "script") ||
    (rel.includes(DEFERRED_REL) && /\.m?js(\?|$)/.test(href))
  );
};

/**
 * The page's static copy: its HTML as the site served it, without script (scripts, and the links
 * that fetch them, gone; JSON data kept), and every stylesheet it links inline: their text, in
 * their order, in one `<style>` at the end of the head (a `media` kept as an @media block), and
 * their links gone, together with any preload of them. The page's own inline styles stay where
 * they are: before the head's end, as the critical CSS will be, the cascade is the page's. Every
 * other address (pictures, the page-view beacon) is the page's own, on the same origin.
 * `stylesheets` holds each linked stylesheet's text by its href.
 */
export function staticCopy(html: string, stylesheets: Record<string, string>): string {
  const links = stylesheetLinks(html);
  const css = links
    .map(({ href, media }) => {
      const text = stylesheets[href];
      if (text === undefined) throw new Error(`No text for the stylesheet ${href}`);
      const absolute = withAbsoluteUrls(text, href);
      return media && !/^\s*all\s*$/i.test(media) ? `@media ${media}{${absolute}}` : absolute;
    })
    .join("\n");
  const hrefs = new Set(links.map((link) => link.href));
  let copy = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (tag) => (isScriptTag(tag.slice(0, tag.indexOf(">") + 1)) ? "" : tag))
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (isStylesheet(tag) && hrefs.has(attribute(tag, "href") ?? "")) return "";
      if (relTokens(tag).includes("preload") && hrefs.has(attribute(tag, "href") ?? "")) return "";
      return fetchesScript(tag) ? "" : tag;
    });
  if (css) {
    const end = copy.search(/<\/head>/i);
    if (end === -1) throw new Error("The page has no </head>");
    copy = `${copy.slice(0, end)}<style>${css.replace(/<\/style/gi, "<\\/style")}</style>${copy.slice(end)}`;
  }
  return copy;
}

/** The middle run by `value`; of an even number, the slower of the two middle ones. */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T {
  if (runs.length === 0) throw new Error("No runs");
  return [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)]!;
}

/**
 * The verdicts of one page: on slow 2G a text-led page's largest paint against its budget, the
 * home page's first paint against its budget and its largest paint within 10 % of its static copy's;
 * on Regular 3G every page's largest paint within 10 % of its static copy's.
 */
export function paintVerdict(row: {
  kind: PageKind;
  slow2gLcpMs: number;
  slow2gFcpMs: number;
  copySlow2gLcpMs: number;
  regular3gLcpMs: number;
  copyRegular3gLcpMs: number;
}) {
  const budgetMs = SLOW_2G_BUDGET_MS[row.kind];
  const slow2g =
    row.kind === "text" ? row.slow2gLcpMs <= budgetMs : row.slow2gFcpMs <= budgetMs && row.slow2gLcpMs <= row.copySlow2gLcpMs * WITHIN_COPY;
  const ratio = row.regular3gLcpMs / row.copyRegular3gLcpMs;
  return { budgetMs, slow2g, ratio, regular3g: ratio <= WITHIN_COPY };
}

/** A page's (or its copy's) runs under one throttling, and the median run. */
export interface PaintSeries {
  median: PaintRun;
  runs: PaintRun[];
}

export interface PaintRow {
  path: string;
  locale: Locale;
  kind: PageKind;
  copy: string;
  /** Render-blocking requests before the first paint in the page's median slow-2G run (Lighthouse), and in its head's markup. */
  blocking: { lighthouse: number | null; head: number };
  /** The first HTML's bytes on the wire through nginx, as Chromium asks for it (and the copy's). */
  html: { bytes: number; encoding: string; copyBytes: number; copyEncoding: string };
  slow2g: { page: PaintSeries; copy: PaintSeries };
  regular3g: { page: PaintSeries; copy: PaintSeries };
}

/**
 * How long a run waits for the page's load before Lighthouse reads the trace: far past every
 * budget (a paint later than this would be missed, and the run left out), and it keeps a run to
 * about half a minute where the pictures of `/` on slow 2G would hold it for one.
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;

/** What Chromium sends over HTTPS, so that nginx's cache (Vary: Accept-Encoding) holds what the runs get. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** A GET through nginx at `origin` (the site's name on loopback, its self-signed certificate accepted): status, headers, raw body. */
function getVia(origin: string, address: string, acceptEncoding: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; encoding: string; raw: Buffer }>((resolve, reject) => {
    https
      .get(
        {
          host: "127.0.0.1",
          port,
          path: address,
          servername: hostname,
          rejectUnauthorized: false,
          headers: { host: hostname, "accept-encoding": acceptEncoding },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: String(response.headers["content-encoding"] ?? "identity"),
              raw: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on("error", reject);
  });
}

async function getText(origin: string, address: string): Promise<string> {
  const { status, raw } = await getVia(origin, address, "identity");
  if (status !== 200) throw new Error(`${address} answered ${status} through nginx`);
  return raw.toString("utf8");
}

/**
 * Saves each page's static copy under `dir` (served by nginx at STATIC_COPY_PREFIX), from the
 * page as nginx serves it now, with a gzip copy beside it for gzip_static. Returns the head's
 * blocking count of each page.
 */
export async function makeStaticCopies(origin: string, paths: string[], dir: string): Promise<Record<string, number>> {
  const stylesheets: Record<string, string> = {};
  const blocking: Record<string, number> = {};
  for (const address of paths) {
    const html = await getText(origin, address);
    blocking[address] = blockingInHead(html);
    for (const { href } of stylesheetLinks(html)) stylesheets[href] ??= await getText(origin, href);
    const file = path.join(dir, staticCopyAddress(address).slice(STATIC_COPY_PREFIX.length));
    mkdirSync(path.dirname(file), { recursive: true });
    const copy = staticCopy(html, stylesheets);
    writeFileSync(file, copy);
    writeFileSync(`${file}.gz`, gzipSync(copy, { level: 9 }));
  }
  return blocking;
}

/** nginx's location for the copies: plain files, never the app, precompressed gzip when the client takes it. */
export function staticCopyLocation(dir: string): string {
  return `    location ^~ ${STATIC_COPY_PREFIX}/ {\n      alias ${path.resolve(dir)}/;\n      gzip_static on;\n      charset utf-8;\n    }\n`;
}

/** The first HTML's bytes on the wire as Chromium would get it, asked twice so that nginx's cache holds the browser's copy first. */
async function firstHtml(origin: string, address: string) {
  await getVia(origin, address, BROWSER_ACCEPT_ENCODING);
  const { status, encoding, raw } = await getVia(origin, address, BROWSER_ACCEPT_ENCODING);
  if (status !== 200) throw new Error(`${address} answered ${status} through nginx`);
  return { bytes: raw.length, encoding };
}

/**
 * Each page and its static copy under slow 2G and Regular 3G, `runs` rounds, interleaved: in each
 * round every page in turn, its copy beside it (which goes first alternates by round), under both
 * throttlings. `origin` is nginx's, serving the copies at STATIC_COPY_PREFIX. After each round
 * `onRound` gets the figures so far (a long run stopped early still leaves them).
 */
export async function measurePaint({
  origin,
  pages,
  blockingHead,
  runs,
  log,
  onRound,
}: {
  origin: string;
  pages: { path: string; locale: Locale; kind: PageKind }[];
  blockingHead: Record<string, number>;
  runs: number;
  log: (line: string) => void;
  onRound?: (rows: PaintRow[], rounds: number) => void;
}): Promise<PaintRow[]> {
  const html: Record<string, PaintRow["html"]> = {};
  for (const page of pages) {
    const [own, copy] = [await firstHtml(origin, page.path), await firstHtml(origin, staticCopyAddress(page.path))];
    html[page.path] = { bytes: own.bytes, encoding: own.encoding, copyBytes: copy.bytes, copyEncoding: copy.encoding };
  }
  const throttlings: [keyof Pick<PaintRow, "slow2g" | "regular3g">, AppliedThrottling][] = [
    ["slow2g", SLOW_2G],
    ["regular3g", REGULAR_3G],
  ];
  type Key = `${string} ${"slow2g" | "regular3g"} ${"page" | "copy"}`;
  const collected = new Map<Key, PaintRun[]>();
  const series = (key: Key): PaintSeries => {
    const found = collected.get(key) ?? [];
    if (found.length === 0) throw new Error(`Lighthouse recorded no paint for ${key} in the rounds so far`);
    return { median: medianRun(found, (run) => run.lcpMs), runs: found };
  };
  const complete = (page: { path: string }) =>
    (["slow2g page", "slow2g copy", "regular3g page", "regular3g copy"] as const).every((what) => collected.has(`${page.path} ${what}`));
  // After a round, the pages with a paint in each of their four series so far; at the end, every page.
  const rowsSoFar = (partial = false): PaintRow[] =>
    pages
      .filter((page) => !partial || complete(page))
      .map((page) => {
        const slow2g = { page: series(`${page.path} slow2g page`), copy: series(`${page.path} slow2g copy`) };
        return {
          ...page,
          copy: staticCopyAddress(page.path),
          blocking: { lighthouse: slow2g.page.median.renderBlocking, head: blockingHead[page.path] ?? 0 },
          html: html[page.path]!,
          slow2g,
          regular3g: { page: series(`${page.path} regular3g page`), copy: series(`${page.path} regular3g copy`) },
        };
      });
  // When the wait for the load ends, Lighthouse leaves its check for quiet asking the closed page,
  // which rejects with nobody listening: that alone must not end an hour's run.
  const closedSession = (reason: unknown) => {
    const message = reason instanceof Error ? reason.message : String(reason);
    if (!/Session closed|Target closed/i.test(message)) throw reason;
    log(`(Lighthouse's late check on a closed page, ignored: ${message.slice(0, 120)})`);
  };
  process.on("unhandledRejection", closedSession);
  const chrome = await launchChromiumFor(origin);
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        for (const [name, throttling] of throttlings) {
          const order = (["page", "copy"] as const).slice();
          if (round % 2 === 1) order.reverse();
          for (const which of order) {
            const address = which === "page" ? page.path : staticCopyAddress(page.path);
            const started = performance.now();
            // A run Lighthouse could not finish is left out, as one without a paint.
            const run = await paintRun(chrome.port, origin + address, throttling, { maxWaitForLoadMs: MAX_WAIT_FOR_LOAD_MS }).catch(
              (error: unknown) => {
                log(`${address}: ${error instanceof Error ? error.message : String(error)}`);
                return null;
              },
            );
            log(
              `round ${round + 1}/${runs} ${name} ${address}: LCP ${run ? `${run.lcpMs} ms` : "none"} (${Math.round((performance.now() - started) / 1000)} s)`,
            );
            if (!run) continue;
            const key: Key = `${page.path} ${name} ${which}`;
            collected.set(key, [...(collected.get(key) ?? []), run]);
          }
        }
      }
      onRound?.(rowsSoFar(true), round + 1);
    }
  } finally {
    chrome.kill();
    process.off("unhandledRejection", closedSession);
  }
  return rowsSoFar();
}

/**
 * The pages of issue 66 in `locales`, English paths turned into each language's. `only` narrows
 * them: an English path (/who-we-are/about-us) names the page in every language, a language's own
 * (/ha/who-we-are/about-us) in that language alone, so one run can take a few pages in some languages.
 */
export function paintPages(locales: readonly Locale[], only?: readonly string[]) {
  const all = locales.flatMap((locale) =>
    PAINT_PAGES.map((page) => ({ path: localePath(locale, page.path), locale, kind: page.kind, english: page.path })),
  );
  const unknown = (only ?? []).filter((address) => !all.some((page) => page.english === address || page.path === address));
  if (unknown.length)
    throw new Error(
      `Not a page of the paint bench in ${locales.join(", ")}: ${unknown.join(", ")} (${PAINT_PAGES.map((page) => page.path).join(", ")})`,
    );
  return all
    .filter((page) => !only || only.includes(page.english) || only.includes(page.path))
    .map(({ path, locale, kind }) => ({ path, locale, kind }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pass = (ok: boolean) => (ok ? "pass" : "**FAIL**");

/** The report's section: how it was measured, the table, the verdicts. */
export function paintReport(
  rows: PaintRow[],
  meta: { measuredAt: string; runs: number; minutes: number; loadAverage: number[]; locales: readonly string[] },
): string[] {
  const firstPaint = (row: PaintRow) => medianRun(row.slow2g.page.runs, (run) => run.fcpMs).fcpMs;
  const verdicts = rows.map((row) =>
    paintVerdict({
      kind: row.kind,
      slow2gLcpMs: row.slow2g.page.median.lcpMs,
      slow2gFcpMs: firstPaint(row),
      copySlow2gLcpMs: row.slow2g.copy.median.lcpMs,
      regular3gLcpMs: row.regular3g.page.median.lcpMs,
      copyRegular3gLcpMs: row.regular3g.copy.median.lcpMs,
    }),
  );
  const slow2gBudget = (row: PaintRow) =>
    row.kind === "text"
      ? `largest ≤ ${seconds(SLOW_2G_BUDGET_MS.text)}`
      : `first ≤ ${seconds(SLOW_2G_BUDGET_MS.home)}, largest ≤ copy + 10 %`;
  const lines = [
    "## First paint: slow 2G and Regular 3G against a static copy (issue 66)",
    "",
    `Measured ${meta.measuredAt} by \`npm run bench -- --paint\` in ${meta.minutes} min, in ${meta.locales.join(", ")}; load average ${meta.loadAverage.map((load) => load.toFixed(1)).join(", ")} at the end (the machine's 2 cores are shared). Lighthouse 12.8 on the system Chromium, mobile, throttling applied by Chromium (devtools method), through nginx (deploy/nginx.conf, HTTPS, HTTP/2, its cache warm), a cold browser cache each run. **Slow 2G**: 2,000 ms a request, 250 kbit/s each way, CPU 4×. **Regular 3G**: 1,125 ms a request (300 ms round trips), 700 Lighthouse-kbit/s, CPU 4×. Each LCP is the median of ${meta.runs} runs. **Static copy**: the page's HTML as nginx served it at the start of the run, without script, every stylesheet it links inline at the end of its head, served by the same nginx as a plain file (gzip level 9) from the same origin, its pictures the page's own; every round asks each page, then its copy (the other way round every second round), under both throttlings. **Blocking**: the requests Chromium marked render-blocking that finished before the first paint (Lighthouse's render-blocking insight, the page's median slow-2G run), then the stylesheets and synchronous scripts in the head's markup; the HTML itself comes first in either case. **HTML**: the first HTML's bytes on the wire as Chromium asks for it (page, then copy).`,
    "",
    "| Page | Language | Blocking (trace / head) | HTML (page / copy) | Slow 2G first paint | Slow 2G LCP | Copy, slow 2G | 3G LCP | Copy, 3G | 3G ÷ copy | Slow 2G budget | 3G within 10 % |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row, index) => {
      const verdict = verdicts[index]!;
      return `| \`${row.path}\` | ${row.locale} | ${row.blocking.lighthouse ?? "–"} / ${row.blocking.head} | ${kb(row.html.bytes)} ${row.html.encoding} / ${kb(row.html.copyBytes)} ${row.html.copyEncoding} | ${seconds(firstPaint(row))} | ${seconds(row.slow2g.page.median.lcpMs)} | ${seconds(row.slow2g.copy.median.lcpMs)} | ${seconds(row.regular3g.page.median.lcpMs)} | ${seconds(row.regular3g.copy.median.lcpMs)} | ${verdict.ratio.toFixed(2)} | ${pass(verdict.slow2g)} (${slow2gBudget(row)}) | ${pass(verdict.regular3g)} |`;
    }),
    "",
    `Slow 2G: ${verdicts.filter((verdict) => verdict.slow2g).length} of ${rows.length} pages within budget (text-led: largest paint ≤ 3.0 s; \`/\`: first paint ≤ 3.5 s and largest paint within 10 % of its static copy's, decision 0100). Regular 3G: ${verdicts.filter((verdict) => verdict.regular3g).length} of ${rows.length} within 10 % of their static copy. Every run's figures are in bench/out/paint.json.`,
  ];
  return lines;
}
