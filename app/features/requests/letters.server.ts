import { confirmationLabel, type OfficeContact } from "~/content/contact";
import { statusCheckBlocks } from "~/features/cases/acknowledgement.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { mailWords, requestNextSteps, type MailWords } from "~/i18n/mail-words.server";
import { formatMonthDayYear } from "~/utils/format";
import { USUAL_APPROVAL, type ApprovalNextSteps, type ApprovalStep } from "./approval-steps";

/**
 * What the office writes to a requester: the acknowledgement, the summary of
 * what they sent (once their address has proved theirs), and a letter with
 * each decision an officer takes. Every letter names the reference in its
 * subject; replies go to the office's mailbox (MAIL_REPLY_TO). Letters are in
 * the language of the form the request came through (i18n/mail/),
 * with links to pages in it; an officer's own note is kept as written.
 */

/** The moves an officer's letter goes with. A move back to review after more information needs none. */
export const LETTER_MOVES = ["needs_information", "approved", "declined", "withdrawn"] as const;
export type LetterMove = (typeof LETTER_MOVES)[number];

export function isLetterMove(status: string): status is LetterMove {
  return (LETTER_MOVES as readonly string[]).includes(status);
}

/** Where every letter sends the requester. */
export interface LetterLinks {
  /** The status page, with neither reference nor code: the letter says what to type. */
  statusPage: string;
  accessingTheNsr: string;
  documents: string;
  form: string;
  privacyPolicy: string;
}

function footer(links: LetterLinks, reason: string, words: MailWords = mailWords.en): MailBlock[] {
  return [{ type: "paragraph", text: `${reason} ${format(words.privacy, { link: links.privacyPolicy })} ${words.signature}.` }];
}

function statusLine(reference: string, links: LetterLinks, words: MailWords): MailBlock {
  return { type: "paragraph", text: format(words.statusLine, { page: links.statusPage, reference }) };
}

/**
 * To an address nobody has confirmed: only the reference, the code and our
 * own words, never what the sender typed, so the form cannot be used to send
 * our mail with someone else's words.
 */
export function acknowledgementLetter(
  reference: string,
  status: { link: string; code: string },
  links: LetterLinks,
  contact: OfficeContact,
  locale: Locale = "en",
): MailContent {
  const words = mailWords[locale];
  const values = { reference, page: links.statusPage, code: status.code };
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.ackSubject, values),
    heading: words.ackHeading,
    blocks: [
      { type: "paragraph", text: format(words.ackReference, values) },
      ...statusCheckBlocks({ check: words.ackCheck, button: words.ackCheckButton, or: words.ackOr }, status.link, values),
      { type: "paragraph", text: words.ackSummary },
      { type: "paragraph", text: words.ackNext },
      { type: "list", items: requestNextSteps(locale), ordered: true },
      { type: "paragraph", text: words.ackHowOrganisations },
      { type: "button", label: words.ackAccessing, href: links.accessingTheNsr },
      {
        type: "paragraph",
        text: format(words.ackQuestions, {
          ...values,
          email: `${contact.nsrSupportEmail.value}${confirmationLabel(contact.nsrSupportEmail)}`,
        }),
      },
    ],
    footer: footer(links, `${words.aboutARequest} ${words.ifNotYou}`, words),
  };
}

/** Once the requester has opened their status page with the code: everything they sent, for their records. */
export function summaryLetter(
  reference: string,
  rows: readonly (readonly [string, string])[],
  links: LetterLinks,
  locale: Locale = "en",
): MailContent {
  const words = mailWords[locale];
  const values = { reference };
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.summarySubject, values),
    heading: words.summaryHeading,
    blocks: [
      { type: "paragraph", text: format(words.summaryIntro, values) },
      { type: "facts", rows },
      { type: "paragraph", text: format(words.summaryWrong, values) },
      statusLine(reference, links, words),
    ],
    footer: footer(links, words.aboutARequest, words),
  };
}

/** The officer's words, as they wrote them. */
const officerNote = (note: string): MailBlock => ({ type: "note", text: note });

/** An approval's "What happens next", as the officer chose it; nothing when they chose no step. */
function approvalNextSteps(next: ApprovalNextSteps, reference: string, links: LetterLinks, locale: Locale): MailBlock[] {
  const words = mailWords[locale];
  const chosen = (step: ApprovalStep) => next.steps.includes(step);
  const items: string[] = [];
  if (chosen("send_agreement")) items.push(words.approvedStep1, `${words.approvedStep2} ${format(words.reply, { reference })}`);
  if (chosen("agreement_received")) items.push(words.approvedAgreementReceived);
  if (chosen("send_data"))
    items.push(
      next.dataBy
        ? format(words.approvedSendDataBy, { date: formatMonthDayYear(next.dataBy, locale) })
        : chosen("send_agreement")
          ? words.approvedStep3
          : words.approvedSendData,
    );
  if (items.length === 0) return [];
  return [
    { type: "paragraph", text: words.approvedNext },
    { type: "list", ordered: true, items },
    ...(chosen("send_agreement")
      ? [
          { type: "paragraph", text: words.approvedTemplate } as const,
          { type: "button", label: words.approvedDocuments, href: links.documents } as const,
        ]
      : []),
  ];
}

/**
 * The letter that goes with an officer's move, in the language of the request's form; `note` is
 * what the officer wrote to the requester, kept as written. An approval promises the next steps
 * the officer chose.
 */
export function decisionLetter(
  move: LetterMove,
  reference: string,
  note: string,
  links: LetterLinks,
  locale: Locale = "en",
  approval: ApprovalNextSteps = USUAL_APPROVAL,
): MailContent {
  const words = mailWords[locale];
  const values = { reference };
  const reply = format(words.reply, values);
  const frame = { lang: locale === "en" ? undefined : locale, footer: footer(links, words.aboutARequest, words) };
  switch (move) {
    case "needs_information":
      return {
        ...frame,
        subject: format(words.moreSubject, values),
        heading: words.moreHeading,
        blocks: [
          { type: "paragraph", text: format(words.moreIntro, values) },
          officerNote(note),
          { type: "paragraph", text: `${reply} ${words.moreOpen}` },
          statusLine(reference, links, words),
        ],
      };
    case "approved":
      return {
        ...frame,
        subject: format(words.approvedSubject, values),
        heading: words.approvedHeading,
        blocks: [
          { type: "paragraph", text: format(words.approvedIntro, values) },
          officerNote(note),
          ...approvalNextSteps(approval, reference, links, locale),
          statusLine(reference, links, words),
        ],
      };
    case "declined":
      return {
        ...frame,
        subject: format(words.declinedSubject, values),
        heading: words.declinedHeading,
        blocks: [
          { type: "paragraph", text: format(words.declinedIntro, values) },
          officerNote(note),
          { type: "paragraph", text: format(words.declinedAppeal, values) },
          { type: "paragraph", text: words.newRequest },
          { type: "button", label: words.formButton, href: links.form },
        ],
      };
    case "withdrawn":
      return {
        ...frame,
        subject: format(words.withdrawnSubject, values),
        heading: words.withdrawnHeading,
        blocks: [
          { type: "paragraph", text: format(words.withdrawnIntro, values) },
          ...(note.trim() ? [officerNote(note)] : []),
          { type: "paragraph", text: format(words.withdrawnMistake, values) },
          { type: "button", label: words.formButton, href: links.form },
        ],
      };
  }
}
