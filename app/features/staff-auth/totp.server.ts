import { createHash, randomBytes } from "node:crypto";
import { getTOTPAuthUri } from "@epic-web/totp";
import base32Encode from "base32-encode";
import QRCode from "qrcode";

/**
 * The second factor: RFC 6238 codes from an authenticator app. SHA-1, six
 * digits, 30 seconds: what every app reads from the QR code (several ignore
 * any other algorithm), which @epic-web/totp writes. The secret is 160 bits,
 * as RFC 4226 recommends (the library's own default is 80). Codes are
 * checked in PostgreSQL (totp_step_matching, migration 20261223090000), which
 * alone keeps the secret once it is in use.
 */
const TOTP = { algorithm: "SHA-1", period: 30, digits: 6 } as const;
const ISSUER = "NASSCO back office";

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20), "RFC4648", { padding: false });
}

/** The address an authenticator app reads, as a QR code (inline SVG, drawn here) and as the secret to type in groups of four. */
export async function totpEnrolment(secret: string, name: string): Promise<{ svg: string; typed: string }> {
  const uri = getTOTPAuthUri({ ...TOTP, secret, accountName: name, issuer: ISSUER });
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { svg, typed: secret.replace(/(.{4})/g, "$1 ").trim() };
}

/** What the person typed as a code, without the spaces an app shows in it. */
export function typedCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** Ten single-use codes for a lost phone: 50 random bits each, shown once, kept only as their SHA-256. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const code = base32Encode(randomBytes(7), "RFC4648", { padding: false }).slice(0, 10).toLowerCase();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The form a recovery code is stored and compared in: lower case, without spaces or the dash. */
export function recoveryCodeHash(code: string): Buffer {
  return sha256(typedCode(code).toLowerCase());
}

export function sha256(value: string | Buffer): Buffer {
  return createHash("sha256").update(value).digest();
}
