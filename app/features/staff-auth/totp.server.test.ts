import { describe, expect, it } from "vitest";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment } from "./totp.server";

describe("secrets and codes", () => {
  it("makes a 160-bit secret, and a QR code and typed key that carry it", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const { svg, typed } = await totpEnrolment(secret, "ada_obi");
    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(typed.replace(/ /g, "")).toBe(secret);
    expect(typed.split(" ").every((group) => group.length === 4)).toBe(true);
  });

  it("makes ten different recovery codes, compared without case, spaces or the dash", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(recoveryCodeHash(codes[0]!.toUpperCase().replace("-", " "))).toEqual(recoveryCodeHash(codes[0]!));
  });
});
