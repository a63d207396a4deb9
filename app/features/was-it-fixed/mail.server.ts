import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { absolute } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import { localePath, type Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { paths } from "~/site/paths";
import { FIX_ANSWER_PARAM } from "~/site/query-params";
import type { FixAnswer } from "./answers";

/**
 * "Was it fixed?" by mail (decision 0110), written by the back office from what the database
 * queued as the case was resolved: two buttons, each a link to a page on the public site whose
 * own button answers, so that a mail scanner opening both links answers nothing.
 */
export function fixQuestionLinks(token: string, locale: Locale): Record<FixAnswer | "statusPage" | "privacyPolicy", string> {
  const link = (answer: FixAnswer) =>
    absolute(localePath(locale, `${paths.grievanceFixed}?${NEWSLETTER_TOKEN_PARAM}=${token}&${FIX_ANSWER_PARAM}=${answer}`));
  return {
    yes: link("yes"),
    no: link("no"),
    statusPage: absolute(localePath(locale, paths.grievanceStatus)),
    privacyPolicy: absolute(localePath(locale, paths.privacyPolicy)),
  };
}

export function fixQuestionMail(reference: string, links: ReturnType<typeof fixQuestionLinks>, locale: Locale): MailContent {
  const words = mailWords[locale];
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.grvFixSubject, { reference }),
    heading: words.grvFixHeading,
    blocks: [
      { type: "paragraph", text: format(words.grvFixIntro, { reference }) },
      { type: "button", label: words.grvFixYes, href: links.yes },
      { type: "button", label: words.grvFixNo, href: links.no },
      { type: "paragraph", text: `${words.grvFixOnce} ${links.statusPage}` },
    ],
    footer: [
      {
        type: "paragraph",
        text: `${words.grvLetterWhy} ${format(words.grvLetterPrivacy, { link: links.privacyPolicy })} ${words.signature}.`,
      },
    ],
  };
}
