import { fillSms, type SmsTemplate } from "~/features/sms/template";
import { smsInWords } from "./sms-words";

/**
 * The answer to a text that asks what to send (decisions 0072, 0106),
 * queued by sms_in_help(). sms-texts/templates.ts lists it with every other
 * feature's messages.
 */
export const textHelpSms: SmsTemplate<"text help", Record<string, never>> = {
  kind: "text help",
  render: (_params, locale) => fillSms((smsInWords[locale] ?? smsInWords.en).textHelp, {}, "text help", locale),
  templates: (locale) => [smsInWords[locale].textHelp],
  longest: () => [{}],
};
