import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * deploy/prometheus/alerts.yml (decision 0081): valid to Prometheus's own checker, its unit tests
 * pass, every alert says how bad it is and where its runbook is, and no alert watches a series
 * the site does not export, which would never fire.
 */
const RULES = "deploy/prometheus/alerts.yml";
const rules = readFileSync(RULES, "utf8");

/** promtool, from Debian's prometheus package (.ci/run installs it); missing, the test fails rather than skips. */
function promtool(...args: string[]) {
  const found = spawnSync("promtool", ["--version"], { encoding: "utf8" });
  if (found.error) throw new Error("promtool is missing: apt-get install --no-install-recommends prometheus (see .ci/run)");
  return spawnSync("promtool", args, { encoding: "utf8" });
}

/** Each alert's block of the rules file, by its name. */
function alerts(): Map<string, string> {
  const blocks = rules.split(/^\s*- alert: /m).slice(1);
  return new Map(blocks.map((block) => [block.split("\n")[0]!.trim(), block]));
}

/** The text of each `expr:` of a block: the line itself and the lines indented below it. */
function expressions(block: string): string {
  const lines = block.split("\n");
  const out: string[] = [];
  lines.forEach((line, index) => {
    const start = /^(\s*)expr:(.*)$/.exec(line);
    if (!start) return;
    out.push(start[2]!);
    for (const next of lines.slice(index + 1)) {
      if (next.trim() && next.search(/\S/) <= start[1]!.length) break;
      out.push(next);
    }
  });
  return out.join("\n");
}

/** Series exported by server/metrics.ts, as its string literals name them, with a histogram's own series. */
function exportedSeries(): Set<string> {
  const source = readFileSync("server/metrics.ts", "utf8");
  const names = [...source.matchAll(/"((?:nassco|http)_[a-z0-9_]+)"/g)].map((match) => match[1]!);
  const histograms = [...source.matchAll(/new Histogram\(\{\s*name: "([a-z0-9_]+)"/g)].map((match) => match[1]!);
  return new Set([...names, ...histograms.flatMap((name) => ["_bucket", "_count", "_sum"].map((suffix) => name + suffix))]);
}

/** Series Prometheus makes itself (`up`) and the blackbox exporter's probe of /readyz. */
const FROM_PROMETHEUS = new Set(["up", "probe_success"]);

/** A heading's anchor as GitHub and most Markdown renderers make it. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

describe("the alerting rules", () => {
  it("pass promtool check rules, with the compose scrape configuration, and their unit tests (alerts.test.yml)", () => {
    const checked = promtool("check", "rules", "--lint=all", "--lint-fatal", RULES);
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    const config = promtool("check", "config", "deploy/prometheus/prometheus.yml");
    expect(config.status, config.stdout + config.stderr).toBe(0);
    const tested = promtool("test", "rules", "deploy/prometheus/alerts.test.yml");
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toContain("SUCCESS");
  });

  it("watch only series the site exports, or Prometheus itself makes", () => {
    const exported = exportedSeries();
    expect(exported.has("nassco_staff_sign_ins_total")).toBe(true);
    const unknown: string[] = [];
    for (const [name, block] of alerts()) {
      const expr = expressions(block);
      const selected = [...expr.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)\s*\{/g)].map((match) => match[1]!);
      const bare = [...expr.matchAll(/\b((?:nassco|http)_[a-z0-9_]+)\b/g)].map((match) => match[1]!);
      for (const series of new Set([...selected, ...bare]))
        if (!exported.has(series) && !FROM_PROMETHEUS.has(series)) unknown.push(`${name}: ${series}`);
    }
    expect(unknown).toEqual([]);
  });

  it("each say how bad they are, and link their own section of docs/observability.md", () => {
    const headings = new Set(
      readFileSync("docs/observability.md", "utf8")
        .split("\n")
        .flatMap((line) => (/^#{2,4} /.test(line) ? [anchor(line.replace(/^#+ /, ""))] : [])),
    );
    const found = alerts();
    expect(found.size).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const [name, block] of found) {
      if (!/severity: (page|ticket)\n/.test(block)) wrong.push(`${name}: no severity page or ticket`);
      const runbook = /runbook_url: docs\/observability\.md#([a-z0-9-]+)\n/.exec(block)?.[1];
      if (runbook !== name.toLowerCase()) wrong.push(`${name}: runbook_url is #${runbook}, not #${name.toLowerCase()}`);
      else if (!headings.has(runbook)) wrong.push(`${name}: docs/observability.md has no section #${runbook}`);
    }
    expect(wrong).toEqual([]);
  });
});
