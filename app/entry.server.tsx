import { createHash } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { NonceProvider } from "~/utils/nonce";
import { renderDocument } from "~/utils/render-html.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering. Our pages are small, so
 * buffering costs little, and it lets a page without scripts carry an ETag and
 * be revalidated with a 304 instead of sent again.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const { html, failed } = await renderDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    { nonce, timeoutMs: streamTimeout + 1_000 },
  );
  return finish(request, failed ? 500 : responseStatusCode, responseHeaders, html);
}

/** Unknown addresses, wrong methods and abandoned requests are normal traffic, not errors worth a stack trace. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

function finish(request: Request, status: number, headers: Headers, html: string): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Save-Data");
  const cacheable = status === 200 && (request.method === "GET" || request.method === "HEAD") && !html.includes("<script");
  if (!cacheable) {
    // A page with scripts carries this request's CSP nonce, so no copy of it may be reused. A form's answer
    // holds what the visitor typed, and an error page must not outlive the error: neither is kept at all.
    const keep = status === 200 && (request.method === "GET" || request.method === "HEAD");
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", keep ? "private, no-cache" : "no-store");
    return new Response(html, { status, headers });
  }
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "public, max-age=300");
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status, headers });
}
