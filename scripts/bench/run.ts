/**
 * `npm run bench`: the budgets of DESIGN.md §5, measured against the
 * production build on a fresh embedded database. Figures are printed and
 * written to bench/out/results.json; nothing here fails a test run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadTest } from "./load";
import { queryTimings } from "./queries";
import { startBenchServer } from "./server";
import { measurePage, type PageWeight } from "./sizes";
import { contentPagePaths, interactivePagePaths } from "./pages";

const KB = 1024;
const budgets = {
  contentHtml: 14 * KB,
  css: 15 * KB,
  contentJs: 0,
  interactiveJs: 100 * KB,
  firstView: 100 * KB,
  eagerImages: 50 * KB,
  contentP95Ms: 50,
  lgaQueryMs: 5,
  searchQueryMs: 15,
};

const verdict = (ok: boolean) => (ok ? "ok  " : "OVER");
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const server = await startBenchServer();
try {
  const content: PageWeight[] = [];
  const missing: string[] = [];
  for (const path of contentPagePaths()) {
    const weight = await measurePage(server.baseUrl, path).catch(() => null);
    if (weight) content.push(weight);
    else missing.push(path);
  }
  const interactive: PageWeight[] = [];
  for (const path of interactivePagePaths) interactive.push(await measurePage(server.baseUrl, path));

  console.log("\nPage weights (compressed transfer sizes)");
  console.log("path".padEnd(58), "html".padStart(9), "js".padStart(9), "css".padStart(9), "images".padStart(9), "first view".padStart(11));
  for (const page of [...content, ...interactive]) {
    console.log(
      page.path.padEnd(58),
      kb(page.htmlBytes).padStart(9),
      kb(page.jsBytes).padStart(9),
      kb(page.cssBytes).padStart(9),
      kb(page.eagerImageBytes).padStart(9),
      kb(page.firstViewBytes).padStart(11),
    );
  }
  if (missing.length) console.log(`Not measured (no 200 answer): ${missing.join(", ")}`);
  const max = (pages: PageWeight[], key: keyof Omit<PageWeight, "path">) => Math.max(0, ...pages.map((p) => p[key]));
  const all = [...content, ...interactive];
  const checks = [
    ["HTML of a content page (largest)", kb(max(content, "htmlBytes")), max(content, "htmlBytes") <= budgets.contentHtml, "≤ 14 KB"],
    ["CSS, all of it", kb(max(all, "cssBytes")), max(all, "cssBytes") <= budgets.css, "≤ 15 KB"],
    ["JavaScript on a content page (largest)", kb(max(content, "jsBytes")), max(content, "jsBytes") <= budgets.contentJs, "0 KB"],
    ["JavaScript on an interactive page (largest)", kb(max(interactive, "jsBytes")), max(interactive, "jsBytes") <= budgets.interactiveJs, "≤ 100 KB"],
    ["First view of a content page (largest)", kb(max(content, "firstViewBytes")), max(content, "firstViewBytes") <= budgets.firstView, "≤ 100 KB"],
    ["Images above the fold (largest page)", kb(max(all, "eagerImageBytes")), max(all, "eagerImageBytes") <= budgets.eagerImages, "≤ 50 KB"],
  ] as const;

  const queries = await queryTimings(server.databaseUrl);
  console.log("\nQuery timings (serial, after warm-up)");
  for (const [name, timing] of Object.entries(queries)) {
    console.log(`${name.padEnd(58)} median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms (${timing.runs} runs)`);
  }

  const loadPaths = content.map((page) => page.path);
  const load = await loadTest(server.baseUrl, loadPaths, 50, Number(process.env.BENCH_SECONDS ?? 10));
  console.log(
    `\nLoad: ${loadPaths.length} content pages, 50 concurrent clients: ${load.requestsPerSecond} req/s, ` +
      `median ${load.medianMs} ms, p95 ${load.p95Ms} ms, max ${load.maxMs} ms, ${load.errors} errors`,
  );

  const lga = queries["LGA table, default view"]!;
  const search = Object.entries(queries).find(([name]) => name.startsWith("Search, ") && name.endsWith("in turn"))![1];
  const timingChecks = [
    ["Content page p95, 50 concurrent clients", `${load.p95Ms} ms`, load.p95Ms <= budgets.contentP95Ms && load.errors === 0, "≤ 50 ms"],
    ["LGA table query p95", `${lga.p95Ms} ms`, lga.p95Ms <= budgets.lgaQueryMs, "≤ 5 ms"],
    ["Search p95, mixed queries", `${search.p95Ms} ms`, search.p95Ms <= budgets.searchQueryMs, "≤ 15 ms"],
  ] as const;

  console.log("\nBudgets (DESIGN.md §5)");
  for (const [name, value, ok, budget] of [...checks, ...timingChecks]) {
    console.log(`${verdict(ok)} ${name.padEnd(48)} ${value.padStart(10)}   budget ${budget}`);
  }

  mkdirSync("bench/out", { recursive: true });
  writeFileSync("bench/out/results.json", JSON.stringify({ measuredAt: new Date().toISOString(), pages: all, queries, load }, null, 2));
  console.log("\nWritten to bench/out/results.json");
} finally {
  await server.stop();
}
