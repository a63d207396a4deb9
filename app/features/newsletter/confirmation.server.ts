import type { Prisma } from "~/generated/prisma/client";
import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { absolute } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import { queueSiteMail } from "~/features/mail/site-queue.server";
import { format } from "~/i18n/format";
import { localePath, type Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { paths } from "~/site/paths";

/** The links in a newsletter mail: both carry the subscriber's secret, which the database checks. */
export function newsletterLinks(token: string, locale: Locale = "en") {
  const query = `?${NEWSLETTER_TOKEN_PARAM}=${token}`;
  return {
    confirm: absolute(localePath(locale, paths.newsletterConfirm) + query),
    unsubscribe: absolute(localePath(locale, paths.newsletterUnsubscribe) + query),
  };
}

/** Asks a new subscriber to confirm, in the language of the form they used. */
export function newsletterConfirmation(
  links: { confirm: string; unsubscribe: string },
  confirmDays: number,
  locale: Locale = "en",
): MailContent {
  const words = mailWords[locale];
  return {
    lang: locale === "en" ? undefined : locale,
    subject: words.confirmSubject,
    heading: words.confirmHeading,
    blocks: [
      { type: "paragraph", text: words.confirmAsked },
      { type: "paragraph", text: words.confirmHow },
      { type: "button", label: words.confirmButton, href: links.confirm },
      { type: "paragraph", text: format(words.confirmExpiry, { days: confirmDays }) },
    ],
    footer: [
      { type: "paragraph", text: `${words.confirmWhy} ${words.signature}.` },
      { type: "button", label: words.unsubscribe, href: links.unsubscribe },
    ],
  };
}

/**
 * Named in the transaction that signs the reader up, by the secret its links will carry (the
 * sign-up's hash must match it), in the language of the form they used. The database takes the
 * address from the sign-up; the back office writes the mail, with links to the pages in that
 * language (site-mail/write.server.ts).
 */
export function queueNewsletterConfirmation(tx: Prisma.TransactionClient, token: string, locale: Locale = "en"): Promise<void> {
  return queueSiteMail(tx, "newsletter confirmation", token, { locale });
}
