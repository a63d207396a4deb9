import { letterDigest, previewedLetter } from "~/features/cases/letter-digest.server";
import { letterHeaders } from "~/features/cases/letter-headers.server";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { absolute, composeMessage } from "~/features/mail/compose.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import { renderMail } from "~/features/mail/render.server";
import { resolutionName } from "~/features/grievances/words";
import { format } from "~/i18n/format";
import { isLocale, localePath, type Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { messages } from "~/i18n/messages.server";
import { paths } from "~/site/paths";

/**
 * What the office writes to a person about their grievance: a letter with each
 * public reply, and the closing letter with the resolution. In the language of
 * the form or call (grievance.locale), linking to the status page in it; the
 * officer's own words kept as written. Each is shown to the officer before it
 * goes (decision 0057): the preview's fingerprint must come back with "Send".
 */

/** Where a letter sends the person: the status page (they type the reference and code), and the privacy policy. */
export interface GrievanceLetterLinks {
  statusPage: string;
  privacyPolicy: string;
}

export function grievanceLetterLinks(locale: Locale = "en"): GrievanceLetterLinks {
  return {
    statusPage: absolute(localePath(locale, paths.grievanceStatus)),
    privacyPolicy: absolute(localePath(locale, paths.privacyPolicy)),
  };
}

function closing(reference: string, links: GrievanceLetterLinks, locale: Locale): { blocks: MailBlock[]; footer: MailBlock[] } {
  const words = mailWords[locale];
  return {
    blocks: [
      { type: "paragraph", text: format(words.grvLetterStatus, { reference }) },
      { type: "button", label: words.grvLetterStatusButton, href: links.statusPage },
    ],
    footer: [
      {
        type: "paragraph",
        text: `${words.grvLetterWhy} ${format(words.grvLetterPrivacy, { link: links.privacyPolicy })} ${words.signature}.`,
      },
    ],
  };
}

/** The letter with an officer's public reply. */
export function replyLetter(reference: string, reply: string, links: GrievanceLetterLinks, locale: Locale = "en"): MailContent {
  const words = mailWords[locale];
  const end = closing(reference, links, locale);
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.grvLetterReplySubject, { reference }),
    heading: words.grvLetterReplyHeading,
    blocks: [{ type: "paragraph", text: format(words.grvLetterReplyIntro, { reference }) }, { type: "note", text: reply }, ...end.blocks],
    footer: end.footer,
  };
}

/** The closing letter: how it was resolved, the officer's explanation, and what to do if the person is not satisfied. */
export function closingLetter(
  reference: string,
  resolution: string,
  reply: string,
  links: GrievanceLetterLinks,
  locale: Locale = "en",
): MailContent {
  const words = mailWords[locale];
  const grievanceWords = messages[locale].grievances;
  const end = closing(reference, links, locale);
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.grvLetterClosedSubject, { reference }),
    heading: words.grvLetterClosedHeading,
    blocks: [
      {
        type: "paragraph",
        text: format(words.grvLetterClosedIntro, { reference, resolution: resolutionName(resolution, grievanceWords) }),
      },
      { type: "note", text: reply },
      { type: "paragraph", text: grievanceWords.nextResolved },
      ...end.blocks,
    ],
    footer: end.footer,
  };
}

/** Replies reach the office's mailbox, and the letter says a system sent it (cases/letter-headers.server.ts). */
export function grievanceLetterMessage(content: MailContent): OutboxMessage {
  // The database writes the person's address in (staff_grievance_reply, staff_grievance_resolve): the site never reads it.
  return composeMessage("grievance letter", "", content, letterHeaders());
}

/**
 * What "Preview" or "Send" leads to: the letter shown, or the letter to send
 * (null when none goes). A letter goes only as the officer last saw it: "Send"
 * pressed before its preview, or after the words changed, shows it first.
 */
export function grievanceLetterStep(
  intent: "preview" | "send",
  content: MailContent,
  checked: string,
  goes: boolean,
  localeOfCase: string,
): { preview: LetterPreview } | { send: MailContent | null } {
  const locale = isLocale(localeOfCase) ? localeOfCase : "en";
  const digest = letterDigest(content);
  const unseen = intent === "send" && goes && checked !== digest;
  if (intent === "send" && !unseen) return { send: goes ? content : null };
  const rendered = renderMail(content);
  return {
    preview: { letter: previewedLetter(rendered, locale, digest), goes, unseen },
  };
}
