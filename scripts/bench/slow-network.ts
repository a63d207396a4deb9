import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium-flags";
import { REGULAR_3G } from "./lighthouse";

export interface SlowPaint {
  /** The median run's largest contentful paint. */
  lcpMs: number;
  fcpMs: number;
  /** Every run's LCP, for the report; a run whose trace had no paint is left out. */
  runsMs: number[];
  /** What painted largest, as Lighthouse saw it. */
  lcpElement: string;
  /** The largest paint was an image the page asked for lazily. */
  lcpLazy: boolean;
  /** The requests the page made after the document, in the order they started (paths). */
  firstRequests: string[];
  /**
   * A script competed with what the largest paint needed: it was asked for before the paint's
   * image, or, for text, before the stylesheet (which holds the first paint) had arrived.
   */
  scriptsFirst: boolean;
}

/** What one Lighthouse run with the throttling applied saw of a page. */
export interface PaintRun extends Omit<SlowPaint, "runsMs"> {
  /**
   * The requests Chromium marked render-blocking that finished before the first paint, the HTML
   * not counted (Lighthouse's render-blocking insight, from the trace); null if it gave none.
   */
  renderBlocking: number | null;
}

/** Throttling applied by Chromium (Lighthouse's devtools method), in Lighthouse's units. */
export type AppliedThrottling = typeof REGULAR_3G;

/** Chromium with the site's name mapped to loopback and nginx's self-signed certificate accepted. */
export async function launchChromiumFor(origin: string) {
  const { hostname } = new URL(origin);
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${hostname} 127.0.0.1`, "--ignore-certificate-errors"],
  });
}

/**
 * One Lighthouse run of `url` on a phone with `throttling` applied to the real connection (a cold
 * cache, as every run). null when its trace had no paint (it happens under load): such a run
 * says nothing about the page.
 */
export async function paintRun(
  chromePort: number,
  url: string,
  throttling: AppliedThrottling,
  { maxWaitForLoadMs }: { maxWaitForLoadMs?: number } = {},
): Promise<PaintRun | null> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    // The audits read below, and nothing else to compute.
    onlyAudits: [
      "first-contentful-paint",
      "largest-contentful-paint",
      "largest-contentful-paint-element",
      "network-requests",
      "render-blocking-insight",
    ],
    // With the throttling applied Lighthouse waits for 5.25 s of quiet after the load; on slow 2G a page's
    // lazy pictures keep it busy for a minute. A paint is in the trace whenever the wait ends.
    ...(maxWaitForLoadMs ? { maxWaitForLoad: maxWaitForLoadMs } : {}),
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: "devtools",
    throttling,
  });
  const lhr = result!.lhr;
  const lcpMs = Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
  if (!lcpMs) return null;
  const element = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet = element?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
  const requests = (
    (
      lhr.audits["network-requests"]?.details as
        { items?: { url: string; rendererStartTime?: number; networkEndTime?: number; resourceType?: string }[] } | undefined
    )?.items ?? []
  )
    .slice()
    .sort((a, b) => (a.rendererStartTime ?? 0) - (b.rendererStartTime ?? 0))
    .slice(1);
  const image = /<img[^>]*src="([^"]+)"/.exec(snippet)?.[1];
  const imageAt = image ? requests.findIndex((request) => new URL(request.url).pathname === image) : -1;
  const stylesheetsIn = Math.max(
    0,
    ...requests.filter((request) => request.resourceType === "Stylesheet").map((request) => request.networkEndTime ?? 0),
  );
  const before = imageAt >= 0 ? requests.slice(0, imageAt) : requests.filter((request) => (request.rendererStartTime ?? 0) < stylesheetsIn);
  const blocking = lhr.audits["render-blocking-insight"]?.details as { items?: unknown[] } | undefined;
  return {
    lcpMs,
    fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpElement: snippet,
    lcpLazy: /loading="lazy"/.test(snippet),
    firstRequests: requests.slice(0, 5).map((request) => new URL(request.url).pathname),
    scriptsFirst: before.some((request) => request.resourceType === "Script"),
    renderBlocking: lhr.audits["render-blocking-insight"] ? (blocking?.items?.length ?? 0) : null,
  };
}

/**
 * A phone on Regular 3G (300 ms round trips, 700 kbit/s, a CPU 4× slower),
 * with the throttling applied to the real connection (Lighthouse's devtools
 * method), not simulated from a fast load: the page is fetched through nginx
 * over TLS and HTTP/2, as readers fetch it. `origin` is nginx's
 * https://name:port; the name is mapped to loopback and its self-signed
 * certificate accepted. A cold cache each run.
 */
export async function paintOnRegular3G(origin: string, paths: string[], runs: number): Promise<Record<string, SlowPaint>> {
  const chrome = await launchChromiumFor(origin);
  const paints: Record<string, SlowPaint> = {};
  try {
    for (const path of paths) {
      const results: PaintRun[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await paintRun(chrome.port, origin + path, REGULAR_3G);
        if (result) results.push(result);
      }
      if (results.length === 0) throw new Error(`Lighthouse recorded no paint of ${path} in ${runs} runs`);
      const sorted = [...results].sort((a, b) => a.lcpMs - b.lcpMs);
      paints[path] = { ...sorted[Math.floor(sorted.length / 2)]!, runsMs: results.map((result) => result.lcpMs) };
    }
  } finally {
    chrome.kill();
  }
  return paints;
}
