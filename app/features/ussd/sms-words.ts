import type { Locale } from "~/i18n/locales";

/**
 * The text message the USSD menu sends (decisions 0071, 0106): a state
 * office's number, asked for on the menu's "office" screen. `{state}` and
 * `{phone}` are filled in (sms-templates.ts); it must fit one SMS in its
 * alphabet with the longest state name (sms-texts/templates.test.ts).
 */
export interface UssdSmsWords {
  officeNumber: string;
}

export const ussdSmsWords: Record<Locale, UssdSmsWords> = {
  en: { officeNumber: "NASSCO office for {state}: {phone}. National line: 969." },
  ha: { officeNumber: "NASSCO ofishin {state}: {phone}. Layin kyauta: 969." },
  yo: { officeNumber: "NASSCO {state}: {phone}. Láìsanwó: 969." },
  ig: { officeNumber: "NASSCO {state}: {phone}. Ahịrị mba: 969." },
  pcm: { officeNumber: "NASSCO office for {state}: {phone}. National line: 969." },
};
