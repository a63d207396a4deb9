import type { Locale } from "./locales";
import { en, type MailWords } from "./mail/en";
import { ha } from "./mail/ha";
import { ig } from "./mail/ig";
import { pcm } from "./mail/pcm";
import { yo } from "./mail/yo";

export type { MailWords };

/** The mails' words in every language, on the server only: a mail follows its reader's language. */
export const mailWords: Record<Locale, MailWords> = { en, ha, yo, ig, pcm };

/** What happens after a request, as the acknowledgement says it; the receipt page and the printable form say the same. */
export function requestNextSteps(locale: Locale): string[] {
  const words = mailWords[locale];
  return [words.ackStep1, words.ackStep2, words.ackStep3];
}
