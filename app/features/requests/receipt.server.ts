import { createCookie } from "@remix-run/node";
import type { Receipt } from "~/features/requests/model.server";
import { sessionSecrets } from "~/utils/secret.server";
import { paths } from "~/site/paths";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";

/**
 * After a request is saved, the browser is sent to the confirmation page with
 * its receipt (the reference and a secret) in a signed cookie, not in the
 * URL: the page shows what was sent, and only the browser that sent it may see that.
 * The cookie also carries the status page's code until the page has shown it
 * once (then it is written again without it): a requester without an e-mail
 * address has no other way to get it, and in a URL it would reach logs and Referer.
 */
export interface ReceiptCookie extends Receipt {
  statusCode?: string;
}
export const RECEIPT_PAGE = paths.darReceipt;

/** Stored for a request a bot filled in: the page thanks it and shows nothing else. */
export const SPAM_RECEIPT: Receipt = { reference: "-", token: "-" };

/** Scoped to the form's address in the language it was sent in, where its confirmation page is. */
function receiptCookie(locale: Locale) {
  return createCookie("dar_receipt", {
    path: localePath(locale, paths.darForm),
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60 * 60,
    // The newest signs; every listed one still reads a receipt written before a rotation.
    secrets: sessionSecrets(),
  });
}

export function writeReceipt(receipt: ReceiptCookie, https: boolean, locale: Locale = "en"): Promise<string> {
  return receiptCookie(locale).serialize(receipt, { secure: https });
}

export async function readReceipt(request: Request): Promise<ReceiptCookie | null> {
  const { locale } = routeLocale(request);
  const value: unknown = await receiptCookie(locale).parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { reference, token, statusCode } = value as Record<string, unknown>;
  if (typeof reference !== "string" || typeof token !== "string") return null;
  return typeof statusCode === "string" ? { reference, token, statusCode } : { reference, token };
}
