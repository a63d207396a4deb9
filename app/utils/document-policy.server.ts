/**
 * The policies every page of ours carries, made where the page is made
 * (app/entry.server.tsx), which alone knows whether it is public, which inline
 * scripts it has and whether its script may load the consented analytics tag. The
 * launcher's own short answers (server/http/refuse.ts) have a stricter one.
 */

/** The videos play in YouTube's privacy-enhanced frame; nothing else is allowed. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  'autoplay=(self "https://www.youtube-nocookie.com")',
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
  'fullscreen=(self "https://www.youtube-nocookie.com")',
].join(", ");

/** The hosts a third party's tag loads its script from, reports to and loads its pixels from. */
export interface ThirdPartyHosts {
  script: string[];
  connect: string[];
  img: string[];
}

export interface PageScripts {
  /**
   * A public page, the same bytes for everyone, trusts the sha256 of each of
   * its inline scripts and our own origin, so that any cache may keep it
   * whole; 'self' also covers modulepreload. A page made for one visitor
   * trusts this request's nonce ('strict-dynamic' lets the nonced entry script
   * import the route modules it needs).
   */
  trust: { hashes: string[] } | { nonce: string };
  /**
   * The sha256 sources of the inline <style> a page may carry: the first screen's styles of its kind
   * (utils/critical-css.server.ts, decision 0097), the same text on every page of a kind; never
   * 'unsafe-inline'.
   */
  styleHashes?: string[];
  /**
   * Google's hosts (features/analytics/consent.server.ts, which knows its tag), on every public page
   * while the office has a measurement id: the page's script loads the tag for a reader who agreed
   * (decision 0114). The caller passes them, as this module is below the features.
   */
  thirdPartyHosts?: ThirdPartyHosts;
  /** Over HTTPS: ask browsers to fetch anything still addressed by http:// over https://. */
  https: boolean;
  /** A back-office page: it frames only the back office's own pages, and no page may frame it... */
  backOffice?: boolean;
  /** ...but a draft's page preview, which the back office's own pages frame (routes/staff_.content.$collection.$id.page-preview.tsx). */
  framedBySelf?: boolean;
}

export function contentSecurityPolicy({
  trust,
  styleHashes = [],
  thirdPartyHosts,
  https,
  backOffice = false,
  framedBySelf = false,
}: PageScripts): string {
  const google = (kind: keyof ThirdPartyHosts) => thirdPartyHosts?.[kind] ?? [];
  const scripts =
    "hashes" in trust
      ? [...trust.hashes, "'self'", ...google("script")]
      : [`'nonce-${trust.nonce}'`, "'strict-dynamic'", "'self'", ...google("script")];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scripts],
    ["style-src", "'self'", ...styleHashes],
    ["img-src", "'self'", "data:", ...google("img")],
    ["media-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...google("connect")],
    ["frame-src", backOffice ? "'self'" : "https://www.youtube-nocookie.com"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", backOffice && !framedBySelf ? "'none'" : "'self'"],
    ...(https ? ([["upgrade-insecure-requests"]] as [string][]) : []),
  ];
  return directives.map((directive) => directive.join(" ")).join(";");
}

/** The headers that belong to a document: set together, once, on every page the site renders. */
export function setDocumentPolicies(headers: Headers, scripts: PageScripts): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scripts));
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  // Only a page made for one visitor (the back office, a form's answer, a case's status) is kept from
  // other sites' windows: a public page is the same for everyone, so there is nothing to leak, and
  // this header makes Chromium start a new process for it, 300 ms on Regular 3G (decision 0099).
  if ("nonce" in scripts.trust) headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
