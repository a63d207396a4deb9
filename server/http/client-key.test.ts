import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address whole, also when it arrives IPv4-mapped", () => {
    expect(clientKey("102.89.3.4")).toBe("102.89.3.4");
    expect(clientKey("::ffff:102.89.3.4")).toBe("102.89.3.4");
  });

  it("cuts IPv6 to its /64, however the address is written", () => {
    const net = "2c0f:f5c0:440:1a2::/64";
    expect(clientKey("2c0f:f5c0:440:1a2::1")).toBe(net);
    expect(clientKey("2c0f:f5c0:0440:01a2:ffff:ffff:ffff:ffff")).toBe(net);
    expect(clientKey("2C0F:F5C0:440:1A2:0:0:0:9")).toBe(net);
    expect(clientKey("2c0f:f5c0:440:1a3::1")).not.toBe(net);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});
