import type { ReactElement } from "react";
// The web-streams renderer, not renderToPipeableStream: React 18.3's Node
// writer encodes text into 2,048-byte views and leaves NUL bytes where a
// multi-byte character meets a view's end (react#31134). This one encodes
// every piece whole before copying it, so its bytes are always valid UTF-8.
import { renderToReadableStream } from "react-dom/server.browser";
import { describeError, log } from "./log.server";

export interface RenderedDocument {
  html: string;
  /** 500 when any part of the tree failed to render. */
  failed: boolean;
}

/**
 * Renders a whole document and waits for every part of it, so the page can
 * be sent with a Content-Length, hashed for an ETag, and is never half sent.
 */
export async function renderDocument(
  element: ReactElement,
  { nonce, timeoutMs }: { nonce?: string; timeoutMs: number },
): Promise<RenderedDocument> {
  let failed = false;
  // Aborted only if the page is not ready in time; cleared once it is, since React must not be
  // told to stop a stream it has already closed.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`The page took more than ${timeoutMs} ms to render`)), timeoutMs);
  try {
    const stream = await renderToReadableStream(element, {
      nonce,
      signal: abort.signal,
      onError(error: unknown) {
        failed = true;
        log.error({ err: describeError(error) }, "Rendering failed");
      },
    });
    await stream.allReady;
    return { html: moveTrailingIntoBody(await new Response(stream).text()), failed };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Remix renders the data it hands to the browser after the <html> element,
 * where a browser's parser moves it into the body anyway. Putting it there
 * ourselves makes the same document, and valid HTML.
 */
export function moveTrailingIntoBody(html: string): string {
  const end = html.lastIndexOf("</html>");
  if (end < 0) return html;
  const trailing = html.slice(end + "</html>".length);
  if (!trailing.trim()) return html;
  const bodyEnd = html.lastIndexOf("</body>", end);
  if (bodyEnd < 0) return html;
  return `${html.slice(0, bodyEnd)}${trailing}${html.slice(bodyEnd, end)}</html>`;
}
