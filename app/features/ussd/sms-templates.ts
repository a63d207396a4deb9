import { states } from "~/content/states";
import { fillSms, type SmsTemplate } from "~/features/sms/template";
import { ussdSmsWords } from "./sms-words";

/**
 * The longest values the office's number is filled with, for measuring it
 * and for docs/sms-templates.md: the longest name a state goes by (in the
 * state list, "Federal Capital Territory", longer than any the register
 * uses) and a 14-character number.
 */
export const LONGEST_OFFICE_NUMBER = {
  state: states.flatMap((state) => [state.name, state.registerName]).reduce((a, b) => (b.length > a.length ? b : a)),
  phone: "+2348031234567",
} as const;

/**
 * A state office's phone by SMS (decisions 0072, 0106), which the USSD
 * menu's "office" screen asks sms_office_number() to queue. sms-texts/templates.ts
 * lists it with every other feature's messages.
 */
export const officeNumberSms: SmsTemplate<"office number", { state: string; phone: string }> = {
  kind: "office number",
  render: (params, locale) => {
    const values: Record<string, string> = {};
    if (params.state) values.state = params.state;
    if (params.phone) values.phone = params.phone;
    return fillSms((ussdSmsWords[locale] ?? ussdSmsWords.en).officeNumber, values, "office number", locale);
  },
  templates: (locale) => [ussdSmsWords[locale].officeNumber],
  longest: () => [{ state: LONGEST_OFFICE_NUMBER.state, phone: LONGEST_OFFICE_NUMBER.phone }],
};
