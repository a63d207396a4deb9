import type { Request, Response } from "express";
import { isbot } from "isbot";
import { analyticsPath } from "~/features/analytics/path";
import { paths as sitePaths } from "~/site/paths";
import { codePagePaths, sitemapPaths } from "~/site/sitemap.server";
import { deviceClass } from "~/features/analytics/device-class";
import { refusesTracking } from "~/utils/reader-preferences";
import type { PageView } from "~/features/analytics/page-views.server";
import type { PageViewBuffer } from "~/features/analytics/buffer.server";
import { onSiteDataChange } from "~/runtime/data-changes.server";
import { lagosToday } from "~/utils/lagos-time";
import { logFailure } from "~/utils/log.server";

/** Distinct pages counted per day by one process; more are counted as one, so junk cannot grow the table. */
const MAX_PATHS_PER_DAY = 2_000;
const OTHER_PATH = "/(other)";

/** A prefetched or prerendered page that may never be seen; and anything but an image or beacon load (a crawler following the link). */
function notAView(req: Request): boolean {
  const purpose = `${req.get("Sec-Purpose") ?? ""} ${req.get("Purpose") ?? ""} ${req.get("X-Purpose") ?? ""} ${req.get("X-Moz") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return true;
  const destination = req.get("Sec-Fetch-Dest");
  return destination !== undefined && destination !== "image" && destination !== "empty";
}

/** Only from the proxy in front: dropUntrustedForwarding removes these headers from anyone else. */
function country(req: Request): string {
  const code = (req.get("CF-IPCountry") ?? req.get("X-Country-Code") ?? "").toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : "";
}

/**
 * GET /pv: every page loads it as a 1×1 image, which counts the view; a
 * browser without JavaScript also loads the copy in <noscript>, marked js=0,
 * which counts that. The answer is an empty 204 that no cache keeps, so the
 * page itself stays cacheable while each view still reaches an instance.
 */
export function pageViewBeacon(buffer: PageViewBuffer | undefined) {
  // The pages that exist, read again after the office publishes or withdraws one. With the
  // database out of reach, views of the code's own pages are still counted (the buffer keeps
  // them until it is back), and the next view asks again.
  let pages: Promise<Set<string>> | undefined;
  onSiteDataChange(() => (pages = undefined));
  const knownPages = () =>
    (pages ??= sitemapPaths().then(
      (paths) => new Set([...paths, sitePaths.search]),
      () => {
        pages = undefined;
        return new Set([...codePagePaths(), sitePaths.search]);
      },
    ));
  let day = "";
  let paths = new Set<string>();
  return (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").status(204).end();
    // ANALYTICS=off: pages carry no beacon, but one cached from before still gets its empty answer.
    if (!buffer) return;
    const userAgent = req.get("User-Agent") ?? "";
    if (!userAgent || isbot(userAgent) || refusesTracking((name) => req.get(name)) || notAView(req)) return;
    knownPages()
      .then((known) => count(req, userAgent, known))
      .catch((error: unknown) => logFailure("page view", error));
  };

  function count(req: Request, userAgent: string, known: Set<string>) {
    if (!buffer) return;
    const path = analyticsPath(req.query["p"], (candidate) => known.has(candidate));
    if (!path) return;
    const today = lagosToday();
    if (today !== day) {
      day = today;
      paths = new Set();
    }
    const counted = paths.has(path) || paths.size < MAX_PATHS_PER_DAY ? path : OTHER_PATH;
    paths.add(counted);
    const view: PageView = {
      day: today,
      path: counted,
      device: deviceClass(userAgent),
      saveData: req.get("Save-Data")?.toLowerCase() === "on",
      country: country(req),
    };
    buffer.add(view, req.query["js"] === "0" ? "withoutJavascript" : "views");
  }
}
