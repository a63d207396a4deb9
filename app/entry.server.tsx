import { createHash } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isDatabaseUnreachable } from "~/utils/db.server";
import { describeError, log } from "~/utils/log.server";
import { NonceProvider } from "~/utils/nonce";
import { CriticalCssProvider } from "~/utils/critical-css";
import { criticalCss } from "~/utils/critical-css.server";
import { deferHydration } from "~/utils/deferred-hydration.server";
import { renderDocument } from "~/utils/render-html.server";
import { inlineScriptHashes } from "~/utils/script-hashes.server";
import { THIRD_PARTY_ANALYTICS_HOSTS } from "~/features/analytics/consent.server";
import { setDocumentPolicies, type PageScripts } from "~/utils/document-policy.server";
import { firstScreenOf, isBackOffice, isFramedBySelf } from "~/utils/handle";
import { addCdnHeaders, keepFromCdn, removeCdnHeaders } from "~/features/cdn/headers.server";
import { catalogues } from "~/i18n/messages.server";
import { provideCatalogue } from "~/i18n/words";

// The server draws every page from every language's words; a browser gets its page's alone (i18n/words.ts).
// In production a word a page forgot to name is logged once and still drawn, never a 500.
const missingLogged = new Set<string>();
provideCatalogue(catalogues, {
  missing:
    process.env.NODE_ENV === "production"
      ? (name, found) => {
          if (!missingLogged.has(name)) {
            missingLogged.add(name);
            log.error({ word: name }, "page_word_not_named: a hydrated page read a word its handle.words does not name");
          }
          return found;
        }
      : undefined,
  // What names a page's words in their address (routes/page-words[.]json.ts): 16 hex digits of their SHA-256.
  digest: (text) => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16),
});

/** What the launcher (server/index.ts) needs from the site: read from this module of the build, never imported. */
export { site } from "~/runtime/site.server";

export const streamTimeout = 5_000;

/**
 * How long a browser (or a proxy that reads only Cache-Control) may keep a public page, and serve it
 * stale while it fetches a fresh one; a CDN reads its own directive and the cache tags (features/cdn).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/**
 * Renders the whole document before answering. Our pages are small, so
 * buffering costs little, and it lets a page carry an ETag and be revalidated
 * with a 304 instead of sent again.
 *
 * A public page (a 200 to GET that no route marked private) is rendered
 * without a nonce: the same data gives the same bytes, whose inline scripts
 * the CSP trusts by hash, so any cache may keep it. A page for one visitor (a
 * form's answer, a receipt, an error) keeps a nonce and is never stored.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page whose data could not be read because the database is down is unavailable for now (503), not broken (500).
  const status = responseStatusCode === 500 && databaseDown.has(request) ? 503 : responseStatusCode;
  const rootData = remixContext.staticHandlerContext.loaderData["root"] as { measurementId?: string | null; lite?: boolean } | undefined;
  // The back office's pages are each for one person, whatever their status. No reader's cookie
  // decides anything here: the consent banner's answer is read in the browser (decision 0114).
  if (loadContext.staffListener) responseHeaders.set("Cache-Control", "private, no-store");
  const isPublic = publicPage(request, status, responseHeaders);
  const nonce = isPublic ? undefined : loadContext.cspNonce;
  // The back office's pages may not be framed (its listener says DENY), but for the one its own pages frame.
  const framedBySelf =
    loadContext.staffListener &&
    remixContext.staticHandlerContext.matches.some((match) => isFramedBySelf(remixContext.routeModules[match.route.id]));
  if (framedBySelf) responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
  // Read and hashed once per process; the inline styles of the page's kind, allowed by their hash. The back
  // office and lite pages link the stylesheet instead (root.tsx), and allow no inline style.
  const routeModules = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]);
  const critical = criticalCss(firstScreenOf(routeModules));
  const inlineStyles = !routeModules.some((module) => module !== undefined && isBackOffice(module)) && rootData?.lite !== true;
  const policies = {
    styleHashes: inlineStyles ? [critical.hash] : [],
    // Whenever the office has an id, for every reader: the same page may load the tag in one browser and not another.
    thirdPartyHosts: rootData?.measurementId && !loadContext.staffListener ? THIRD_PARTY_ANALYTICS_HOSTS : undefined,
    https: loadContext.https,
    backOffice: loadContext.staffListener,
    framedBySelf,
  };
  const { html, failed } = await renderDocument(
    <NonceProvider value={nonce}>
      <CriticalCssProvider value={critical.text}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </CriticalCssProvider>
    </NonceProvider>,
    { nonce, timeoutMs: streamTimeout + 1_000 },
  );
  if (failed) return finish(request, 500, responseHeaders, html, { ...policies, nonce: loadContext.cspNonce });
  return finish(request, status, responseHeaders, deferHydration(html), { ...policies, nonce });
}

function publicPage(request: Request, status: number, headers: Headers): boolean {
  const personal = /\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "");
  return status === 200 && (request.method === "GET" || request.method === "HEAD") && !personal;
}

/**
 * The requests that failed because the database could not be reached, noted
 * here because Remix hands the page's renderer only a sanitised error.
 */
const databaseDown = new WeakSet<Request>();

/** Navigation data (".data", for a hydrated page's links and forms) is never a CDN's (decision 0076). */
export function handleDataRequest(response: Response): Response {
  keepFromCdn(response.headers);
  return response;
}

/** Unknown addresses, wrong methods and abandoned requests are normal traffic, not errors worth a stack trace. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnreachable(error)) databaseDown.add(request);
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: describeError(error), method: request.method }, "Request failed");
};

/** The document's headers, set here once: type, caching, ETag and its policies; a public page is one without a nonce. */
function finish(
  request: Request,
  status: number,
  headers: Headers,
  html: string,
  { nonce, ...policies }: Omit<PageScripts, "trust"> & { nonce: string | undefined },
): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Save-Data");
  if (nonce !== undefined) {
    setDocumentPolicies(headers, { ...policies, trust: { nonce } });
    // A form's answer holds what the visitor typed, and an error page must not outlive the error.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    // Never a CDN's, whatever a route said.
    removeCdnHeaders(headers);
    return new Response(html, { status, headers });
  }
  setDocumentPolicies(headers, { ...policies, trust: { hashes: inlineScriptHashes(html) } });
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  addCdnHeaders(headers, new URL(request.url).pathname);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status, headers });
}
