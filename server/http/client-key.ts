import type { Request } from "express";
import ipaddr from "ipaddr.js";
import { isHttps } from "./security";
import { isFromThisMachine } from "./site-host";

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

/**
 * What the launcher knows of a request for the site's load context, the same
 * on both listeners: the visitor's key (after "trust proxy": their address,
 * not the proxy's), whether they came over HTTPS, and whether straight from
 * this machine.
 */
export function requestFacts(req: Request): { clientKey: string; https: boolean; fromThisMachine: boolean } {
  return {
    clientKey: clientKey(req.ip ?? req.socket.remoteAddress ?? "unknown"),
    https: isHttps(req),
    fromThisMachine: isFromThisMachine(req),
  };
}
