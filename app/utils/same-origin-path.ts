/** True for "/path?query" on this site, false for anything a browser would take to another origin. */
export function isSameOriginPath(location: string): boolean {
  if (!/^\/(?![/\\]|%2f|%5c)/i.test(location)) return false;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if (/\p{Cc}/u.test(location)) return false;
  const base = "http://site.invalid";
  try {
    return new URL(location, base).origin === base;
  } catch {
    return false;
  }
}
