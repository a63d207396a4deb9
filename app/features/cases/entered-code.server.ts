import { createCookie } from "@remix-run/node";
import { staffOrigin } from "~/utils/env.server";
import { staffSecrets } from "~/utils/secret.server";

/**
 * A case's status code when an officer entered the case (a paper form, an e-mail, a call), for
 * that officer to pass on once: a person who gave no e-mail address gets it in the
 * acknowledgement the officer posts, or on the phone. Only its hash is stored, so it lives in a
 * signed cookie scoped to the page that shows it (the workflow names it: a request's own page,
 * the grievance entry page) for a few minutes, never in a URL (logs, Referer), and the page
 * shows it once.
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

export function writeEnteredCode(statusCode: string, path: string): Promise<string> {
  return enteredCodeCookie(path).serialize(statusCode);
}

/** The code, if this browser entered the case a moment ago, and the header that forgets it. */
export async function takeEnteredCode(request: Request, path: string): Promise<{ statusCode: string; forget: string } | null> {
  const cookie = enteredCodeCookie(path);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return null;
  return { statusCode: value, forget: await cookie.serialize("", { maxAge: 0 }) };
}
