import { generateTOTP } from "@epic-web/totp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment, totpStep } from "./totp.server";

const at = (iso: string) => vi.setSystemTime(new Date(iso));

afterEach(() => {
  vi.useRealTimers();
});

describe("totpStep", () => {
  it("gives the 30-second step a code belongs to, one step either side, and null otherwise", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const secret = newTotpSecret();
    at("2026-11-25T10:00:10Z");
    const { otp } = await generateTOTP({ secret, algorithm: "SHA-1", period: 30, digits: 6 });
    const step = Math.floor(Date.parse("2026-11-25T10:00:10Z") / 30_000);
    expect(await totpStep(secret, otp)).toBe(step);
    expect(await totpStep(secret, `${otp.slice(0, 3)} ${otp.slice(3)}`)).toBe(step);
    at("2026-11-25T10:00:40Z");
    expect(await totpStep(secret, otp)).toBe(step);
    at("2026-11-25T10:01:40Z");
    expect(await totpStep(secret, otp)).toBeNull();
  });

  it("refuses anything but six digits before any work", async () => {
    const secret = newTotpSecret();
    for (const code of ["", "12345", "1234567", "abcdef", "12345a"]) expect(await totpStep(secret, code)).toBeNull();
  });
});

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
