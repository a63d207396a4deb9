import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { staffOrigin } from "~/utils/env.server";
import { sessionSecret, sessionSecrets } from "~/utils/secret.server";
import { sha256 } from "./totp.server";

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device
 * cookies"; decision 0085). A browser that has signed in as someone gets a
 * cookie holding a random id and its signature (an HMAC with the back office's
 * secret); the database knows the id only by its SHA-256, and which account it
 * signed in as (staff_device). With it, that person's sign-ins are held to the
 * device's own limit, not to the locks that strangers' guesses put on the name
 * and the network. It holds no name: a cookie that names another account, is
 * revoked or is not ours is simply not a known device.
 */
const DEVICE_DAYS = 180;

/**
 * HttpOnly, SameSite=Strict, for the back office's paths alone, and over HTTPS
 * Secure (a __Secure- name, which no plain-HTTP page can set). It outlives the
 * browser: it is what tells a returning person's browser from a stranger's.
 */
function deviceCookie() {
  const https = staffOrigin()?.startsWith("https://") ?? false;
  return createCookie(https ? "__Secure-nassco_device" : "nassco_device", {
    httpOnly: true,
    sameSite: "strict",
    secure: https,
    path: "/staff",
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}

const ID = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

function signature(id: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`staff-device\n${id}`).digest();
}

/** A new device: the cookie's value, and the hash the database keeps of its id. */
export function newDevice(): { value: string; sha256: Buffer } {
  const id = randomBytes(32).toString("base64url");
  return { value: `${id}.${signature(id, sessionSecret()).toString("base64url")}`, sha256: sha256(id) };
}

/**
 * The hash of the id a device cookie's value holds, when we signed it (with
 * any of SESSION_SECRET's current secrets, so rotating it forgets no device),
 * or null. The signature is compared in constant time.
 */
export function signedDevice(value: string, secrets: readonly string[] = sessionSecrets()): Buffer | null {
  const [, id, signed] = ID.exec(value) ?? [];
  if (!id || !signed) return null;
  const given = Buffer.from(signed, "base64url");
  const matches = secrets.some((secret) => {
    const expected = signature(id, secret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return matches ? sha256(id) : null;
}

/** The device this request's cookie names, by hash, if its signature is ours. */
export async function knownDeviceOf(request: Request): Promise<Buffer | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? signedDevice(value) : null;
}

export function setDeviceCookie(value: string): Promise<string> {
  return deviceCookie().serialize(value);
}
