import { MEDIA_PATH } from "./addresses";
import { mediaFile } from "./media.server";

/**
 * An uploaded file, as readers are sent it. Its address names its bytes, so
 * it may be kept for a year. It is never a page: its type is the one its
 * bytes were checked to be, browsers may not guess another (nosniff), and
 * opened on its own it gets a policy with no sources and a sandbox. A PDF is
 * a download (attachment), opened by the reader's own viewer, never by the
 * browser inside our origin.
 */
export async function sendMediaFile(name: string | undefined, cacheControl: string): Promise<Response> {
  const path = name ?? "";
  const file = MEDIA_PATH.test(path) ? await mediaFile(path) : null;
  if (!file) throw new Response("There is no file at this address.", { status: 404 });
  const pdf = file.contentType === "application/pdf";
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    // The public route adds the CDN's headers (cdnAnswer); the back office's copy (private) gets none.
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": cacheControl,
      ETag: `"${path}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...(pdf ? { "Content-Disposition": `attachment; filename="${path}"` } : {}),
    },
  });
}

export const PUBLIC_MEDIA_CACHE = "public, max-age=31536000, immutable";
