import { createCookie } from "@remix-run/node";
import { paths } from "~/site/paths";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";
import { sessionSecrets } from "~/utils/secret.server";

/**
 * After a message is stored, the browser goes to the receipt page with the
 * reference in a signed cookie, not the URL: the site cannot read a message
 * back (its login has no such right), so the cookie is all the page shows.
 */
export interface ContactReceipt {
  reference: string;
  /** Whether the reader gave an address for the reply. */
  replyExpected: boolean;
}

/** Scoped to the contact page in the language the message was sent from, where its receipt is. */
function receiptCookie(locale: Locale) {
  return createCookie("contact_receipt", {
    path: localePath(locale, paths.contact),
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60 * 60,
    secrets: sessionSecrets(),
  });
}

export function writeContactReceipt(receipt: ContactReceipt, https: boolean, locale: Locale = "en"): Promise<string> {
  return receiptCookie(locale).serialize(receipt, { secure: https });
}

export async function readContactReceipt(request: Request): Promise<ContactReceipt | null> {
  const value: unknown = await receiptCookie(routeLocale(request).locale).parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { reference, replyExpected } = value as Record<string, unknown>;
  return typeof reference === "string" && typeof replyExpected === "boolean" ? { reference, replyExpected } : null;
}
