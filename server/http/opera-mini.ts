import ipaddr from "ipaddr.js";

/**
 * Opera Mini's readers are not one client. In its Extreme mode every page is
 * fetched by Opera's proxies, from a few address ranges, for thousands of
 * readers at once, and each request names its reader in X-Forwarded-For. So
 * that the per-address limits (the render queue's RENDER_PER_CLIENT, the
 * forms' and the status look-ups' limits) count readers and not Opera, an
 * address in those ranges is treated as one more proxy in front of the
 * reader, as TRUST_PROXY's are: past the trusted proxies, an Opera address is
 * stepped over and the address it forwarded for is the client.
 *
 * Only after a trusted proxy (hop 1 onwards), never as the connection's own
 * address: a proxy's X-Forwarded-Host and -Proto are trusted at hop 0, and
 * Opera's must not be; and whoever is not Opera gets nothing from the header,
 * since the walk stops at the first address that is neither.
 *
 * The ranges are the setting OPERA_MINI_PROXIES, one reviewed list that nginx
 * reads too (docker-compose.yml): Opera publishes its Mini proxies' ranges
 * (https://ipranges.opera.com/mini/operaranges/opera_ip_ranges.json) and
 * changes them, so the office copies them from there after review rather
 * than the code carrying a copy that ages (decision 0087).
 */
export function operaMiniProxies(subnets: readonly string[]): (address: string) => boolean {
  const ranges = subnets.map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
    if (entry.includes("/")) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === "ipv4" ? 32 : 128];
  });
  return (address) => {
    if (!ranges.length || !ipaddr.isValid(address)) return false;
    // An IPv4 address as IPv6 (::ffff:1.2.3.4) is that IPv4 address.
    const parsed = ipaddr.process(address);
    return ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
  };
}

/** Express's "trust proxy" function: the named proxies, and past them Opera Mini's. */
export function withOperaMini(
  proxies: (address: string, hop: number) => boolean,
  opera: (address: string) => boolean,
): (address: string, hop: number) => boolean {
  return (address, hop) => proxies(address, hop) || (hop > 0 && opera(address));
}
