import { statusCheckBlocks } from "~/features/cases/acknowledgement.server";
import type { MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { formatMonthDayYear } from "~/utils/format";

/** Where the acknowledgement sends the person, on the public site in their language. */
export interface GrievanceLinks {
  /** The status page, with neither reference nor code: the letter says what to type. */
  statusPage: string;
  /** The same page with both filled in: the button's. */
  statusLink: string;
  privacyPolicy: string;
}

/**
 * The acknowledgement of a report sent with an e-mail address: to an address
 * nobody has confirmed, so only the reference, the code, the promised date and
 * our own words, never what the sender typed. It is the one letter that goes
 * without consent to contact (decision 0065): the person gave the address to
 * get their reference and code.
 */
export function grievanceAcknowledgement(
  saved: { reference: string; statusCode: string; expectedOn: string; mayContact: boolean },
  links: GrievanceLinks,
  locale: Locale = "en",
): MailContent {
  const words = mailWords[locale];
  const values = {
    reference: saved.reference,
    code: saved.statusCode,
    page: links.statusPage,
    date: formatMonthDayYear(saved.expectedOn, locale),
  };
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.grvAckSubject, values),
    heading: words.grvAckHeading,
    blocks: [
      { type: "paragraph", text: format(words.grvAckReference, values) },
      { type: "paragraph", text: format(words.grvAckExpected, values) },
      ...statusCheckBlocks({ check: words.grvAckCheck, button: words.grvAckCheckButton, or: words.grvAckOr }, links.statusLink, values),
      { type: "paragraph", text: saved.mayContact ? words.grvAckContact : words.grvAckNoContact },
    ],
    footer: [
      {
        type: "paragraph",
        text: `${words.grvAckWhy} ${format(words.grvPrivacy, { link: links.privacyPolicy })} ${words.signature}.`,
      },
    ],
  };
}
