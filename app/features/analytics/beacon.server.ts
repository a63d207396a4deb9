import type { Request, Response } from "express";
import { isbot } from "isbot";
import { analyticsPath } from "~/features/analytics/path";
import { paths as sitePaths } from "~/site/paths";
import { codePagePaths, sitemapPaths } from "~/features/sitemap/sitemap.server";
import { deviceClass, type DeviceClass } from "~/features/analytics/device-class";
import { refusesTracking } from "~/utils/reader-preferences";
import type { PageView } from "~/features/analytics/page-views.server";
import type { PageViewBuffer } from "~/features/analytics/buffer.server";
import { onSiteDataChange } from "~/utils/data-changes.server";
import { lagosMidnight, lagosToday } from "~/utils/lagos-time";
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
 * Remembers at most `limit` answers of `work`, forgetting them all when full:
 * readers' user agents and the pages they read repeat, so the beacon works
 * each one out once rather than on every view (issue 47: the regular
 * expressions and URL parsing were most of a view's cost).
 */
function remembered<V>(limit: number, work: (key: string) => V) {
  let known = new Map<string, V>();
  const answer = (key: string): V => {
    const held = known.get(key);
    if (held !== undefined || known.has(key)) return held as V;
    if (known.size >= limit) known = new Map();
    const value = work(key);
    known.set(key, value);
    return value;
  };
  answer.forget = () => (known = new Map());
  return answer;
}

/** A reader's kind of device, or null for a bot (never counted). */
const readerDevice = remembered(1_000, (userAgent): DeviceClass | null => (isbot(userAgent) ? null : deviceClass(userAgent)));

/**
 * GET /pv: every page loads it as a 1×1 image, which counts the view; a
 * browser without JavaScript also loads the copy in <noscript>, marked js=0,
 * which counts that. The answer is an empty 204 that no cache keeps, so the
 * page itself stays cacheable while each view still reaches an instance.
 */
export function pageViewBeacon(buffer: PageViewBuffer | undefined) {
  // The pages that exist, read again after the office publishes or withdraws one. With the
  // database out of reach, views of the code's own pages are still counted (the buffer keeps
  // them until it is back), and the next view asks again. Once read, they are used at once,
  // without waiting on a promise for each view.
  let pages: Promise<Set<string>> | undefined;
  let knownNow: Set<string> | undefined;
  const countedPath = remembered(5_000, (raw) => analyticsPath(raw, (candidate) => knownNow!.has(candidate)));
  onSiteDataChange(() => {
    pages = undefined;
    knownNow = undefined;
    countedPath.forget();
  });
  const knownPages = () =>
    (pages ??= sitemapPaths().then(
      (paths) => (knownNow = new Set([...paths, sitePaths.search])),
      () => {
        pages = undefined;
        return new Set([...codePagePaths(), sitePaths.search]);
      },
    ));
  let day = "";
  let dayEnds = 0;
  let paths = new Set<string>();
  return (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").status(204).end();
    // ANALYTICS=off: pages carry no beacon, but one cached from before still gets its empty answer.
    if (!buffer) return;
    const raw = req.query["p"];
    if (typeof raw !== "string") return;
    const userAgent = req.get("User-Agent");
    const device = userAgent ? readerDevice(userAgent) : null;
    if (device === null || refusesTracking((name) => req.get(name)) || notAView(req)) return;
    if (knownNow) count(req, device, raw);
    else
      knownPages()
        .then((known) => count(req, device, raw, known))
        .catch((error: unknown) => logFailure("page view", error));
  };

  function count(req: Request, device: DeviceClass, raw: string, known?: Set<string>) {
    if (!buffer) return;
    // Before the pages are read (or while the database is away), each view checks the list it has.
    const path = known && known !== knownNow ? analyticsPath(raw, (candidate) => known.has(candidate)) : countedPath(raw);
    if (!path) return;
    const now = Date.now();
    if (now >= dayEnds) {
      const today = lagosToday(new Date(now));
      if (today !== day) {
        day = today;
        paths = new Set();
      }
      dayEnds = lagosMidnight(today).getTime() + 86_400_000;
    }
    const counted = paths.has(path) || paths.size < MAX_PATHS_PER_DAY ? path : OTHER_PATH;
    paths.add(counted);
    const view: PageView = {
      day,
      path: counted,
      device,
      saveData: req.get("Save-Data")?.toLowerCase() === "on",
      country: country(req),
    };
    buffer.add(view, req.query["js"] === "0" ? "withoutJavascript" : "views");
  }
}
