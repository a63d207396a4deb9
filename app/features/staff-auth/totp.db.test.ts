import { generateTOTP } from "@epic-web/totp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { newTotpSecret } from "./totp.server";

/** The second factor is checked in PostgreSQL (migration 20261223090000): it must agree with the apps. */

async function stepIn(secret: string, code: string, at: Date): Promise<number | null> {
  const [row] = await prisma.$queryRaw<
    { step: bigint | null }[]
  >`SELECT totp_step_matching(${secret}, ${code}, ${at}::timestamptz) AS step`;
  return row!.step === null ? null : Number(row!.step);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("totp_step_matching", () => {
  it("gives RFC 6238's own test values (SHA-1, cut to six digits)", async () => {
    // "12345678901234567890" in base32: the RFC's SHA-1 key.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    for (const [seconds, code] of [
      [59, "287082"],
      [1_111_111_109, "081804"],
      [1_234_567_890, "005924"],
      [2_000_000_000, "279037"],
    ] as const) {
      expect(await stepIn(secret, code, new Date(seconds * 1000))).toBe(Math.floor(seconds / 30));
    }
  });

  it("agrees with the code an authenticator app shows, one step either side, and no further", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 20; i++) {
      const secret = newTotpSecret();
      const now = Date.UTC(2026, 10, 25, 10, 0, 10) + i * 7_919_000;
      vi.setSystemTime(now);
      const { otp } = await generateTOTP({ secret, algorithm: "SHA-1", period: 30, digits: 6 });
      const step = Math.floor(now / 30_000);
      expect(await stepIn(secret, otp, new Date(now))).toBe(step);
      expect(await stepIn(secret, `${otp.slice(0, 3)} ${otp.slice(3)}`, new Date(now))).toBe(step);
      expect(await stepIn(secret, otp, new Date(now + 30_000))).toBe(step);
      expect(await stepIn(secret, otp, new Date(now - 30_000))).toBe(step);
      expect(await stepIn(secret, otp, new Date(now + 90_000))).toBeNull();
    }
  });

  it("refuses anything but six digits", async () => {
    const secret = newTotpSecret();
    for (const code of ["", "12345", "1234567", "abcdef", "12345a"]) expect(await stepIn(secret, code, new Date())).toBeNull();
  });
});
