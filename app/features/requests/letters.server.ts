import { confirmationLabel, type OfficeContact } from "~/content/contact";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { en, type Messages } from "~/i18n/messages/en";

/**
 * What the office writes to a requester: the acknowledgement, the summary of
 * what they sent (once their address has proved theirs), and a letter with
 * each decision an officer takes. Every letter names the reference in its
 * subject; replies go to the office's mailbox (MAIL_REPLY_TO). Letters are in
 * the language of the form the request came through where that language
 * has the letter's words (i18n/messages, "mail": the acknowledgement); the
 * officers' decision letters are English until the office has them translated.
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

type MailWords = Messages["mail"];

function footer(links: LetterLinks, reason: string, words: MailWords = en.mail): MailBlock[] {
  return [{ type: "paragraph", text: `${reason} ${format(words.privacy, { link: links.privacyPolicy })} ${words.signature}.` }];
}

const ABOUT_A_REQUEST = en.mail.aboutARequest;

function statusLine(reference: string, links: LetterLinks): MailBlock {
  return {
    type: "paragraph",
    text: `To see where your request stands at any time, go to ${links.statusPage} and enter ${reference} with the code from our first e-mail about it.`,
  };
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
  const words = messages[locale].mail;
  const values = { reference, page: links.statusPage, code: status.code };
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.ackSubject, values),
    heading: words.ackHeading,
    blocks: [
      { type: "paragraph", text: format(words.ackReference, values) },
      { type: "paragraph", text: words.ackCheck },
      { type: "button", label: words.ackCheckButton, href: status.link },
      { type: "paragraph", text: format(words.ackOr, values) },
      { type: "paragraph", text: words.ackSummary },
      { type: "paragraph", text: words.ackNext },
      { type: "list", items: [words.ackStep1, words.ackStep2, words.ackStep3], ordered: true },
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
export function summaryLetter(reference: string, rows: readonly (readonly [string, string])[], links: LetterLinks): MailContent {
  return {
    subject: `Your data access request ${reference}: what you sent`,
    heading: "What you sent",
    blocks: [
      { type: "paragraph", text: `This is the request the office received, reference ${reference}.` },
      { type: "facts", rows },
      { type: "paragraph", text: `If anything here is wrong or missing, reply to this e-mail, quoting ${reference}.` },
      statusLine(reference, links),
    ],
    footer: footer(links, ABOUT_A_REQUEST),
  };
}

/** The officer's words, as they wrote them. */
const officerNote = (note: string): MailBlock => ({ type: "note", text: note });

/** The letter that goes with an officer's move; `note` is what they wrote to the requester. */
export function decisionLetter(move: LetterMove, reference: string, note: string, links: LetterLinks): MailContent {
  const reply = `Reply to this e-mail, quoting ${reference}.`;
  switch (move) {
    case "needs_information":
      return {
        subject: `Your data access request ${reference}: we need more information`,
        heading: "We need more information",
        blocks: [
          { type: "paragraph", text: `We are reviewing your request ${reference}. Before we can decide, we need the following:` },
          officerNote(note),
          { type: "paragraph", text: `${reply} Your request stays open until we hear from you.` },
          statusLine(reference, links),
        ],
        footer: footer(links, ABOUT_A_REQUEST),
      };
    case "approved":
      return {
        subject: `Your data access request ${reference} is approved`,
        heading: "Your request is approved",
        blocks: [
          { type: "paragraph", text: `We have approved your request ${reference}. The officer's note:` },
          officerNote(note),
          { type: "paragraph", text: "What happens next:" },
          {
            type: "list",
            ordered: true,
            items: [
              "We send you a data-sharing agreement for your organisation to sign. It says what the data may be used for, and how it must be kept, protected and deleted.",
              `An authorised official of your organisation signs it and returns it to us. ${reply}`,
              "Once we have the signed agreement, we share the relevant anonymised data with your organisation.",
            ],
          },
          { type: "paragraph", text: "Our data-sharing agreement template is among our policy and governance documents:" },
          { type: "button", label: "Policy and governance documents", href: links.documents },
          statusLine(reference, links),
        ],
        footer: footer(links, ABOUT_A_REQUEST),
      };
    case "declined":
      return {
        subject: `Your data access request ${reference} was not approved`,
        heading: "Your request was not approved",
        blocks: [
          { type: "paragraph", text: `We have not approved your request ${reference}, for this reason:` },
          officerNote(note),
          {
            type: "paragraph",
            text: `How to appeal: if you think the decision is wrong, reply to this e-mail, quoting ${reference}. Tell us why, and send anything we did not have. We will look at the decision again and answer you in writing.`,
          },
          { type: "paragraph", text: "You can also make a new request at any time:" },
          { type: "button", label: "Data Access Request Form", href: links.form },
        ],
        footer: footer(links, ABOUT_A_REQUEST),
      };
    case "withdrawn":
      return {
        subject: `Your data access request ${reference} is withdrawn`,
        heading: "Your request is withdrawn",
        blocks: [
          { type: "paragraph", text: `We have closed your request ${reference} as withdrawn.` },
          ...(note.trim() ? [officerNote(note)] : []),
          {
            type: "paragraph",
            text: `If this is a mistake, reply to this e-mail, quoting ${reference}. If you still need data from the register, you can make a new request:`,
          },
          { type: "button", label: "Data Access Request Form", href: links.form },
        ],
        footer: footer(links, ABOUT_A_REQUEST),
      };
  }
}
