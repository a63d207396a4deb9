import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { checkCaller } from "./guard.server";

const SECRET = "s".repeat(40);
const configured = parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "196.201.214.0/24, 2001:db8:1::/48", CHANNELS_SECRET: SECRET });
const call = (key?: string) =>
  new Request(`https://nassco.example/channels/ussd${key === undefined ? "" : `?key=${encodeURIComponent(key)}`}`, { method: "POST" });

describe("the callbacks' guard", () => {
  it("lets the aggregator's addresses in with the secret, and nobody else", () => {
    expect(checkCaller(call(SECRET), "196.201.214.10", configured)).toBe("allowed");
    expect(checkCaller(call(SECRET), "2001:db8:1:5::/64", configured)).toBe("allowed");
    expect(checkCaller(call(SECRET), "203.0.113.9", configured)).toBe("refused");
    expect(checkCaller(call(SECRET), "127.0.0.1", configured)).toBe("refused");
    expect(checkCaller(call(`${SECRET}x`), "196.201.214.10", configured)).toBe("refused");
    expect(checkCaller(call(), "196.201.214.10", configured)).toBe("refused");
  });

  it("with neither set, answers loopback only outside production, and nobody in production", () => {
    const development = parseEnv({ NODE_ENV: "development" });
    expect(checkCaller(call(), "127.0.0.1", development)).toBe("allowed");
    expect(checkCaller(call(), "0:0:0:0::/64", development)).toBe("allowed");
    expect(checkCaller(call(), "192.0.2.1", development)).toBe("refused");
    const production = { ...development, NODE_ENV: "production" as const };
    expect(checkCaller(call(), "127.0.0.1", production)).toBe("hidden");
  });
});
