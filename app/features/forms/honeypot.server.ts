import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { HONEYPOT_FIELD } from "./honeypot";

/**
 * A form post whose honeypot came back filled: a 400 that says so in the
 * reader's language, with what was typed kept and nothing stored. A person
 * in a text browser sees the field and may fill it; thanking them for a
 * report that was never stored would leave them waiting (issue 67).
 */
export function honeypotRefusal(formData: FormData, locale: Locale) {
  formData.delete(HONEYPOT_FIELD);
  const typed = parseWithZod(formData, { schema: z.unknown() });
  return data({ result: typed.reply({ formErrors: [messages[locale].form.honeypotFilled] }) }, { status: 400 });
}
