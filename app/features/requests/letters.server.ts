import { confirmationLabel, type OfficeContact } from "~/content/contact";
import { darNextSteps } from "~/content/data-access-request-form";
import type { MailBlock, MailContent } from "~/features/mail/content";

/**
 * What the office writes to a requester: the acknowledgement, the summary of
 * what they sent (once their address has proved theirs), and a letter with
 * each decision an officer takes. Every letter names the reference in its
 * subject; replies go to the office's mailbox (MAIL_REPLY_TO). Letters are in
 * the language of the form the request came through; words for each
 * language are added as the site gains it, and English stands in meanwhile.
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

const signature = "National Social Safety-Nets Coordinating Office (NASSCO), Abuja";

function footer(links: LetterLinks, reason: string): MailBlock[] {
  return [
    {
      type: "paragraph",
      text: `${reason} How long we keep the details of a request, and how to have them erased, is in our privacy policy: ${links.privacyPolicy}. ${signature}.`,
    },
  ];
}

const ABOUT_A_REQUEST = "You received this because a data access request was made to NASSCO with this address.";

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
): MailContent {
  return {
    subject: `We have received your data access request ${reference}`,
    heading: "We have received your data access request",
    blocks: [
      { type: "paragraph", text: `Your reference number is ${reference}. Please quote it whenever you write to us about this request.` },
      { type: "paragraph", text: "You can check where your request stands at any time, without an account:" },
      { type: "button", label: "Check my request", href: status.link },
      {
        type: "paragraph",
        text: `Or go to ${links.statusPage} and enter your reference, ${reference}, and this code: ${status.code}. Keep this e-mail: the code is not sent again.`,
      },
      { type: "paragraph", text: "When you first open that page, we e-mail you a summary of what you sent." },
      { type: "paragraph", text: "What happens next:" },
      { type: "list", items: darNextSteps, ordered: true },
      { type: "paragraph", text: "How organisations get data from the National Social Register, and what we share:" },
      { type: "button", label: "Accessing the NSR", href: links.accessingTheNsr },
      {
        type: "paragraph",
        text: `Questions about your request? Reply to this e-mail, or write to ${contact.nsrSupportEmail.value}${confirmationLabel(contact.nsrSupportEmail)}, quoting ${reference}.`,
      },
    ],
    footer: footer(links, `${ABOUT_A_REQUEST} If you did not make one, you can ignore this message.`),
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
