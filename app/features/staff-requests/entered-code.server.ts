import { createCookie } from "@remix-run/node";
import { staffOrigin } from "~/utils/env.server";
import { sessionSecrets } from "~/utils/secret.server";

/**
 * A paper or e-mailed request's status code, for the officer who entered it
 * to pass on once: a requester who gave no e-mail address gets it in the
 * acknowledgement the officer posts, or on the phone. Only its hash is
 * stored, so it lives in a signed cookie scoped to that request's page for a
 * few minutes, never in a URL (logs, Referer), and the page shows it once.
 */
function enteredCodeCookie(reference: string) {
  const https = staffOrigin()?.startsWith("https://") ?? false;
  return createCookie("entered_code", {
    path: `/staff/requests/${reference}`,
    httpOnly: true,
    sameSite: "strict",
    secure: https,
    maxAge: 15 * 60,
    secrets: sessionSecrets(),
  });
}

export function writeEnteredCode(reference: string, statusCode: string): Promise<string> {
  return enteredCodeCookie(reference).serialize(statusCode);
}

/** The code, if this browser entered the request a moment ago, and the header that forgets it. */
export async function takeEnteredCode(request: Request, reference: string): Promise<{ statusCode: string; forget: string } | null> {
  const cookie = enteredCodeCookie(reference);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return null;
  return { statusCode: value, forget: await cookie.serialize("", { maxAge: 0 }) };
}
