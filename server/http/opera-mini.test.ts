import { describe, expect, it } from "vitest";
import { operaMiniProxies, withOperaMini } from "./opera-mini";

// Documentation ranges (RFC 5737, RFC 3849) stand in for Opera's, which the office sets.
const opera = operaMiniProxies(["192.0.2.0/24", "198.51.100.7", "2001:db8:4::/48"]);

describe("operaMiniProxies", () => {
  it("knows an address in the list's subnets, also IPv4-mapped, and nothing else", () => {
    expect(opera("192.0.2.33")).toBe(true);
    expect(opera("::ffff:192.0.2.33")).toBe(true);
    expect(opera("198.51.100.7")).toBe(true);
    expect(opera("2001:db8:4:9::1")).toBe(true);
    expect(opera("198.51.100.8")).toBe(false);
    expect(opera("192.0.3.1")).toBe(false);
    expect(opera("2001:db8:5::1")).toBe(false);
    expect(opera("unknown")).toBe(false);
  });

  it("knows no address when the list is empty", () => {
    expect(operaMiniProxies([])("192.0.2.33")).toBe(false);
  });
});

describe("withOperaMini", () => {
  const nginx = (address: string) => address === "172.28.0.10";
  const trust = withOperaMini(nginx, opera);

  it("steps over Opera's proxies only past a trusted proxy, never as the connection itself", () => {
    expect(trust("172.28.0.10", 0)).toBe(true);
    expect(trust("192.0.2.33", 1)).toBe(true);
    // Connected straight from Opera, its X-Forwarded-Host and -Proto are not trusted.
    expect(trust("192.0.2.33", 0)).toBe(false);
    // Anyone else's X-Forwarded-For is where the walk stops.
    expect(trust("203.0.113.9", 1)).toBe(false);
  });
});
