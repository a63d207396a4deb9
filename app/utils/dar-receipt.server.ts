import { createCookie } from "@remix-run/node";
import { sessionSecret } from "./secret.server";
import { paths } from "~/site/paths";

/**
 * After a request is saved, the browser is sent to the confirmation page with
 * its reference in a signed cookie, not in the URL: the page shows what was
 * sent, and only the browser that sent it may see that.
 */
export const RECEIPT_PAGE = paths.darReceipt;

/** Stored for a request a bot filled in: the page thanks it and shows nothing else. */
export const SPAM_RECEIPT = "-";

function receiptCookie() {
  return createCookie("dar_receipt", {
    path: paths.darForm,
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60 * 60,
    secrets: [sessionSecret()],
  });
}

export function writeReceipt(reference: string, https: boolean): Promise<string> {
  return receiptCookie().serialize(reference, { secure: https });
}

export async function readReceipt(request: Request): Promise<string | null> {
  const value: unknown = await receiptCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}
