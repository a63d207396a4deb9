import { createCookie } from "@remix-run/node";
import { sessionSecrets } from "~/utils/secret.server";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";

/** What the sender's browser keeps to see a case again: its reference and the secret that unlocks it. */
export interface Receipt {
  reference: string;
  token: string;
}

/**
 * After a case is saved from a public form, the browser is sent to the confirmation page with
 * its receipt (the reference and a secret) in a signed cookie, not in the
 * URL: the page shows what was sent, and only the browser that sent it may see that.
 * The cookie also carries the status page's code until the page has shown it
 * once (then it is written again without it): a requester without an e-mail
 * address has no other way to get it, and in a URL it would reach logs and Referer.
 */
export interface ReceiptCookie extends Receipt {
  statusCode?: string;
}

/**
 * The receipt cookie of a public form whose answer page is below it (the data access request's,
 * the grievance form's): named for the form, scoped to its address in the language it was sent in.
 */
export function receiptCookies(name: string, formPath: string) {
  const cookie = (locale: Locale) =>
    createCookie(name, {
      path: localePath(locale, formPath),
      httpOnly: true,
      sameSite: "lax",
      maxAge: 60 * 60,
      // The newest signs; every listed one still reads a receipt written before a rotation.
      secrets: sessionSecrets(),
    });
  return {
    write: (receipt: ReceiptCookie, https: boolean, locale: Locale = "en"): Promise<string> =>
      cookie(locale).serialize(receipt, { secure: https }),
    read: async (request: Request): Promise<ReceiptCookie | null> => {
      const { locale } = routeLocale(request);
      const value: unknown = await cookie(locale).parse(request.headers.get("Cookie"));
      if (typeof value !== "object" || value === null) return null;
      const { reference, token, statusCode } = value as Record<string, unknown>;
      if (typeof reference !== "string" || typeof token !== "string") return null;
      return typeof statusCode === "string" ? { reference, token, statusCode } : { reference, token };
    },
  };
}
