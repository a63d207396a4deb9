import ipaddr from "ipaddr.js";

/**
 * The unit of every per-client limit: an IPv4 address whole, an IPv6 address
 * cut to its /64. Providers hand each customer at least a /64, so counting
 * full IPv6 addresses would give one person 2^64 tries. An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4) is that IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
