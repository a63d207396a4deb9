import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { callbacksHidden, checkCaller, isCallbackPath } from "./guard.server";

const SECRET = "s".repeat(40);
const configured = parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24, 2001:db8:1::/48", CHANNELS_SECRET: SECRET });
const call = (key?: string) =>
  new Request(`https://nassco.example/channels/ussd${key === undefined ? "" : `?key=${encodeURIComponent(key)}`}`, { method: "POST" });

describe("the callbacks' guard", () => {
  it("lets the aggregator's addresses in with the secret, and nobody else", () => {
    expect(checkCaller(call(SECRET), "192.0.2.10", configured)).toBe("allowed");
    expect(checkCaller(call(SECRET), "2001:db8:1:5::/64", configured)).toBe("allowed");
    expect(checkCaller(call(SECRET), "203.0.113.9", configured)).toBe("refused");
    expect(checkCaller(call(SECRET), "127.0.0.1", configured)).toBe("refused");
    expect(checkCaller(call(`${SECRET}x`), "192.0.2.10", configured)).toBe("refused");
    expect(checkCaller(call(), "192.0.2.10", configured)).toBe("refused");
  });

  it("takes an exact address and a /64 of IPv6, and every secret of a rotation", () => {
    const NEXT = "n".repeat(40);
    const exact = parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.7, 2001:db8:0:1::/64", CHANNELS_SECRET: `${NEXT}, ${SECRET}` });
    expect(checkCaller(call(SECRET), "192.0.2.7", exact)).toBe("allowed");
    expect(checkCaller(call(NEXT), "192.0.2.7", exact)).toBe("allowed");
    expect(checkCaller(call(`${NEXT}, ${SECRET}`), "192.0.2.7", exact)).toBe("refused");
    expect(checkCaller(call(SECRET), "192.0.2.8", exact)).toBe("refused");
    expect(checkCaller(call(SECRET), "2001:db8:0:1::/64", exact)).toBe("allowed");
    expect(checkCaller(call(SECRET), "2001:db8:0:2::/64", exact)).toBe("refused");
  });

  it("with neither set, answers loopback only outside production, and nobody in production", () => {
    const development = parseEnv({ NODE_ENV: "development" });
    expect(checkCaller(call(), "127.0.0.1", development)).toBe("allowed");
    expect(checkCaller(call(), "0:0:0:0::/64", development)).toBe("allowed");
    expect(checkCaller(call(), "192.0.2.1", development)).toBe("refused");
    const production = { ...development, NODE_ENV: "production" as const };
    expect(checkCaller(call(), "127.0.0.1", production)).toBe("hidden");
    expect(callbacksHidden(production)).toBe(true);
    expect(callbacksHidden(development)).toBe(false);
    expect(callbacksHidden({ ...configured, NODE_ENV: "production" })).toBe(false);
    expect(["/channels/ussd", "/channels/sms/delivery", "/channels"].every(isCallbackPath)).toBe(true);
    expect(isCallbackPath("/channelsx")).toBe(false);
  });
});
