import { createCookie } from "@remix-run/node";
import { staffOrigin } from "~/utils/env.server";
import { staffSecrets } from "~/utils/secret.server";

/**
 * A paper or e-mailed request's status code, for the officer who entered it
 * to pass on once: a requester who gave no e-mail address gets it in the
 * acknowledgement the officer posts, or on the phone. Only its hash is
 * stored, so it lives in a signed cookie scoped to that request's page for a
 * few minutes, never in a URL (logs, Referer), and the page shows it once.
 */
function enteredCodeCookie(path: string) {
  const https = staffOrigin()?.startsWith("https://") ?? false;
  return createCookie("entered_code", {
    path,
    httpOnly: true,
    sameSite: "strict",
    secure: https,
    maxAge: 15 * 60,
    secrets: staffSecrets(),
  });
}

/** The page that shows the code: the request's own, unless another is named (a grievance's entry page, which shows it at once). */
const requestPage = (reference: string) => `/staff/requests/${reference}`;

export function writeEnteredCode(reference: string, statusCode: string, path = requestPage(reference)): Promise<string> {
  return enteredCodeCookie(path).serialize(statusCode);
}

/** The code, if this browser entered the request a moment ago, and the header that forgets it. */
export async function takeEnteredCode(
  request: Request,
  reference: string,
  path = requestPage(reference),
): Promise<{ statusCode: string; forget: string } | null> {
  const cookie = enteredCodeCookie(path);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return null;
  return { statusCode: value, forget: await cookie.serialize("", { maxAge: 0 }) };
}
