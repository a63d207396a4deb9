import { fillSms, type SmsTemplate } from "~/features/sms/template";
import { requestSmsWords } from "./sms-words";

/** The longest reference a request's receipt is filled with, for measuring it and for docs/sms-templates.md. */
export const LONGEST_REQUEST_REFERENCE = "DAR-2026-1000000";

/**
 * A data access request's receipt by SMS (decisions 0071, 0106): its
 * reference, queued by the database with the request when a phone was given.
 * sms-texts/templates.ts lists it with every other feature's messages.
 */
export const requestReceiptSms: SmsTemplate<"request receipt", { reference: string }> = {
  kind: "request receipt",
  render: (params, locale) => {
    const values: Record<string, string> = {};
    if (params.reference) values.reference = params.reference;
    return fillSms((requestSmsWords[locale] ?? requestSmsWords.en).receipt, values, "request receipt", locale);
  },
  templates: (locale) => [requestSmsWords[locale].receipt],
  longest: () => [{ reference: LONGEST_REQUEST_REFERENCE }],
};
