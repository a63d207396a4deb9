import type { Locale } from "~/i18n/locales";

/**
 * The answer to an incoming text that is neither a reference nor a report
 * (HELP, "ok"), in each language (decisions 0072, 0106): what to send, and
 * STOP. It fills nothing in, and must fit one SMS in its alphabet
 * (sms-texts/templates.test.ts).
 */
export interface SmsInWords {
  textHelp: string;
}

export const smsInWords: Record<Locale, SmsInWords> = {
  en: {
    textHelp:
      "NASSCO: to report a problem, text what happened in a few words. For a report's status, text its reference, e.g. GRV-2026-000123. Free line 969. STOP ends texts.",
  },
  ha: {
    textHelp:
      "NASSCO: don kai rahoto, rubuta abin da ya faru a takaice. Don matsayin rahoto, aika lambar shaida, misali GRV-2026-000123. Kira 969. STOP ya dakatar.",
  },
  yo: { textHelp: "NASSCO: kọ ìṣòro rẹ ní ṣókí. Fún ipò ìròyìn, fi nọ́mbà GRV ránṣẹ́. 969" },
  ig: { textHelp: "NASSCO: dee nsogbu gị nkenke. Maka ọnọdụ akụkọ, zite nọmba GRV. 969" },
  pcm: {
    textHelp:
      "NASSCO: to report problem, text wetin happen for few words. To check your report, text im number, like GRV-2026-000123. Free line: 969. STOP go stop texts.",
  },
};
