/**
 * The site's addresses that are not pages but APIs for programs: what body each accepts, the
 * shape of its refusals, and whether the canonical redirects (capitals, unknown parameters) apply.
 * The request guards, the refusals and the canonical address all read this one table, so a new API
 * is one row, not a special case in each.
 */
export interface ApiSurface {
  prefix: string;
  /** The content types a POST may carry. */
  bodyTypes: readonly string[];
  /** A refusal's body, in the API's own error shape: a string is sent as plain text, anything else as JSON. */
  errorBody: (status: number, message: string) => unknown;
  /** Whether a 301 to the canonical address applies: an API whose spec fixes its addresses is left as called. */
  canonicalRedirects: boolean;
}

export const API_SURFACES: readonly ApiSurface[] = [
  // The site's own JSON API (docs/product.md, "Calls").
  { prefix: "/api/", bodyTypes: ["application/json"], errorBody: (_status, message) => ({ error: message }), canonicalRedirects: true },
  // The partners' Open311 API (docs/open311.md): its spec's form encoding and JSON; references in
  // capitals, and parameters we do not read (jurisdiction_id) that a redirect would only lose.
  {
    prefix: "/open311/",
    bodyTypes: ["application/x-www-form-urlencoded", "application/json"],
    errorBody: (status, message) => [{ code: status, description: message }],
    canonicalRedirects: false,
  },
  // The aggregator's USSD and SMS callbacks (decision 0072): its form posts, plain text back, and
  // addresses that carry the callbacks' secret (?key=…), which a redirect must never repeat.
  {
    prefix: "/channels/",
    bodyTypes: ["application/x-www-form-urlencoded"],
    errorBody: (_status, message) => message,
    canonicalRedirects: false,
  },
];

/** The API an address belongs to, or undefined for a page. */
export function apiSurfaceOf(path: string): ApiSurface | undefined {
  return API_SURFACES.find((surface) => path.startsWith(surface.prefix));
}
