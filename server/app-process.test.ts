import { describe, expect, it } from "vitest";
import { freePort } from "./app-process";

describe("freePort", () => {
  it("never hands out one port twice in a process, though the probe lets each go at once", async () => {
    // A site takes three at once (public, metrics, the back office's metrics): none may be another's.
    const ports = await Promise.all(Array.from({ length: 200 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThanOrEqual(20_000);
  });
});
