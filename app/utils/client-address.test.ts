import { describe, expect, it } from "vitest";
import { expandIPv6, rateLimitAddress } from "./client-address";

describe("rateLimitAddress", () => {
  it("keeps an IPv4 address whole, also when it arrives IPv4-mapped", () => {
    expect(rateLimitAddress("102.89.3.4")).toBe("102.89.3.4");
    expect(rateLimitAddress("::ffff:102.89.3.4")).toBe("102.89.3.4");
  });

  it("cuts IPv6 to its /64, however the address is written", () => {
    const net = "2c0f:f5c0:440:1a2::/64";
    expect(rateLimitAddress("2c0f:f5c0:440:1a2::1")).toBe(net);
    expect(rateLimitAddress("2c0f:f5c0:0440:01a2:ffff:ffff:ffff:ffff")).toBe(net);
    expect(rateLimitAddress("2C0F:F5C0:440:1A2:0:0:0:9")).toBe(net);
    expect(rateLimitAddress("2c0f:f5c0:440:1a3::1")).not.toBe(net);
  });

  it("leaves anything that is not an address as it is", () => {
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });
});

describe("expandIPv6", () => {
  it.each([
    ["::1", ["0", "0", "0", "0", "0", "0", "0", "1"]],
    ["fe80::", ["fe80", "0", "0", "0", "0", "0", "0", "0"]],
    ["2001:db8::8a2e:370:7334", ["2001", "db8", "0", "0", "0", "8a2e", "370", "7334"]],
    ["64:ff9b::192.0.2.33", ["64", "ff9b", "0", "0", "0", "0", "c000", "221"]],
    ["fe80::1%eth0", ["fe80", "0", "0", "0", "0", "0", "0", "1"]],
  ])("expands %s", (address, groups) => {
    expect(expandIPv6(address)).toEqual(groups);
  });
});
