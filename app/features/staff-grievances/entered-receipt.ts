import { isLocale, localeNames, type Locale } from "~/i18n/locales";

/**
 * What the entry page tells the officer about the receipt of the case just
 * entered: for each channel, whether it was queued, and if not, why. It
 * travels with the status code in the signed cookie the page reads once
 * (entered-code.server.ts), so it is shown with the code and not after.
 */

/** What became of one channel's receipt: queued, or why not (no number or address given, no consent, or the site's bound a minute on mail). */
export const RECEIPT_STATES = ["queued", "not given", "no consent", "busy"] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export interface EnteredReceipt {
  sms: ReceiptState;
  email: ReceiptState;
  locale: Locale;
}

export const receiptState = (value: string | undefined): ReceiptState =>
  (RECEIPT_STATES as readonly string[]).includes(value ?? "") ? (value as ReceiptState) : "not given";

/** The receipt as words without spaces, to follow the reference and code in the cookie's value. */
export function receiptToken(receipt: EnteredReceipt): string {
  return [receipt.sms, receipt.email].map((state) => state.replace(" ", "_")).join(",") + `,${receipt.locale}`;
}

export function receiptOfToken(token: string | undefined): EnteredReceipt | null {
  const [sms, email, locale] = (token ?? "").split(",");
  if (!sms || !email || !isLocale(locale)) return null;
  return { sms: receiptState(sms.replace("_", " ")), email: receiptState(email.replace("_", " ")), locale };
}

/** The notice's sentences: what was queued, by which channel and in which language, and why anything was not. */
export function receiptText(receipt: EnteredReceipt): string[] {
  const language = localeNames[receipt.locale].english;
  const queued = [
    receipt.sms === "queued" ? "by SMS to the phone number given" : null,
    receipt.email === "queued" ? "by e-mail to the address given" : null,
  ].filter((channel) => channel !== null);
  const lines: string[] = [];
  if (queued.length > 0) lines.push(`A receipt with the reference and the code is queued ${queued.join(", and ")}, in ${language}.`);
  if (receipt.sms === "not given" && receipt.email === "not given") {
    lines.push("No receipt in writing: they gave no phone number or e-mail address.");
    return lines;
  }
  const refused = [receipt.sms === "no consent" ? "SMS" : null, receipt.email === "no consent" ? "e-mail" : null].filter(
    (channel) => channel !== null,
  );
  if (refused.length > 0) lines.push(`No receipt by ${refused.join(" or ")}: they did not agree to be contacted.`);
  if (receipt.email === "busy") lines.push("The e-mail receipt could not be queued just now, as too many went out this minute.");
  return lines;
}
