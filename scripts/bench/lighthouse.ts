import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium-flags";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** Total Blocking Time: main-thread work past 50 ms per task, between first paint and interactive. */
  tbtMs: number;
}

/** 'Regular 3G' as the issue defines it: 300 ms round trips, 700 Kbps down. */
export const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700,
  uploadThroughputKbps: 700,
  cpuSlowdownMultiplier: 4,
};

/**
 * Slow 2G as the budgets define it (DESIGN.md, issue 66): 2,000 ms a request, 250 kbit/s each way,
 * a CPU 4× slower, applied by Chromium (Lighthouse's devtools method). Lighthouse's "Kbps" are
 * 1,024 bit/s (it hands Chromium Kbps × 1024 / 8 bytes a second), so 250 kbit/s is 250,000 / 1,024
 * of them: Chromium gets exactly 31,250 bytes a second. (REGULAR_3G's 700 are 716.8 kbit/s.)
 */
export const SLOW_2G = {
  rttMs: 2000,
  throughputKbps: 250_000 / 1024,
  requestLatencyMs: 2000,
  downloadThroughputKbps: 250_000 / 1024,
  uploadThroughputKbps: 250_000 / 1024,
  cpuSlowdownMultiplier: 4,
};

/**
 * Lighthouse's mobile preset on the system Chromium, `runs` times per URL; the
 * run with the median performance score is reported.
 */
export async function lighthouseScores(urls: string[], runs: number): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS });
  const scores: Record<string, LighthouseScores> = {};
  try {
    for (const url of urls) {
      const results: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        });
      }
      results.sort((a, b) => a.performance - b.performance);
      scores[url] = results[Math.floor(results.length / 2)]!;
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
