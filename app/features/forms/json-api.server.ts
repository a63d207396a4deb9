/**
 * Answers for the JSON APIs: never cached, never an HTML error page. A real
 * Response, because Remix's data() keeps its status only for page routes.
 */
export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Reads a JSON object from a POST. The size cap is enforced before this, in
 * server/security.ts; this refuses the wrong content type and malformed JSON.
 */
export async function readJsonObject(request: Request): Promise<JsonBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, error: "Send the request as JSON, with Content-Type: application/json." };
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    return { ok: false, error: "The request body is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, error: "The request body must be a JSON object." };
  return { ok: true, value: value as Record<string, unknown> };
}

export function methodNotAllowed() {
  return jsonAnswer({ error: "Use POST." }, 405, { Allow: "POST" });
}

/** The path of a same-origin Referer, or undefined. */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? url.pathname.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
