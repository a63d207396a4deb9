import { describe, expect, it } from "vitest";
import { checkToken, signToken } from "./signed-token.server";

describe("signed tokens for links in mail", () => {
  const now = Date.UTC(2026, 10, 23);

  it("check out for their own purpose and id", () => {
    expect(checkToken(signToken("newsletter-confirm", 42, 3600, now), "newsletter-confirm", now)).toEqual({ id: 42 });
    expect(
      checkToken(signToken("newsletter-unsubscribe", 7, undefined, now), "newsletter-unsubscribe", now + 10 * 365 * 86_400_000),
    ).toEqual({ id: 7 });
  });

  it("are refused for another purpose, another id, or once tampered with", () => {
    const token = signToken("newsletter-confirm", 42, 3600, now);
    expect(checkToken(token, "newsletter-unsubscribe", now)).toEqual({ problem: "invalid" });
    expect(checkToken(token.replace(/^42\./, "43."), "newsletter-confirm", now)).toEqual({ problem: "invalid" });
    expect(checkToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "newsletter-confirm", now)).toEqual({
      problem: "invalid",
    });
    for (const junk of [undefined, "", "42", "42.0.", "x".repeat(500), 42])
      expect(checkToken(junk, "newsletter-confirm", now)).toEqual({ problem: "invalid" });
  });

  it("expire", () => {
    const token = signToken("newsletter-confirm", 42, 3600, now);
    expect(checkToken(token, "newsletter-confirm", now + 3_599_000)).toEqual({ id: 42 });
    expect(checkToken(token, "newsletter-confirm", now + 3_601_000)).toEqual({ problem: "expired" });
  });
});
