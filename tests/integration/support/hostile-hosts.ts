/** What a forged page would say: it must never appear on one. */
export const NOTICE = "OFFICIAL NOTICE payments suspended";

/**
 * Every character the review tried, each where a host name would end, and a
 * port out of range. (A space at the very end is no character at all: HTTP
 * strips it from every header value, so it is tried inside the name.)
 */
export function hostileHosts(site: string): string[] {
  return [
    ...["?", "#", "\\", "%", "@", "[", "]", " "].flatMap((c) => [
      `x${c}y`,
      `${site}${c}x`,
      `x${c}search?query=${encodeURIComponent(NOTICE)}`,
      `${site}${c}search?query=${encodeURIComponent(NOTICE)}`,
      ...(c === " " ? [] : [`x${c}`, `${site}${c}`]),
    ]),
    "x@y",
    "[::1",
    "a b",
    "a:99999",
    `${site}:0`,
    `${site}:65536`,
    `${site}:-1`,
    "evil.example",
    `${site}.evil.example`,
  ];
}
