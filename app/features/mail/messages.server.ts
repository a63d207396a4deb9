import { confirmationLabel, type OfficeContact } from "~/content/contact";
import { darNextSteps } from "~/content/data-access-request-form";
import { STAFF_NOTICES_PER_HOUR } from "~/features/mail/staff-digest.server";
import type { MailContent } from "~/features/mail/content";

/** Where each message says it came from, and why. */
const signature = "National Social Safety-Nets Coordinating Office (NASSCO), Abuja";

export function newsletterConfirmation(links: { confirm: string; unsubscribe: string }, confirmDays: number): MailContent {
  return {
    subject: "Confirm your subscription to NASSCO news",
    heading: "Please confirm your subscription",
    blocks: [
      { type: "paragraph", text: "Someone, probably you, asked for news from NASSCO to be sent to this address." },
      { type: "paragraph", text: "To start receiving it, open the link below and press the button on the page." },
      { type: "button", label: "Confirm my subscription", href: links.confirm },
      {
        type: "paragraph",
        text: `The link works for ${confirmDays} days. If you did not ask for this, ignore this message: nothing will be sent to you, and your address will be deleted.`,
      },
    ],
    footer: [
      {
        type: "paragraph",
        text: `You received this because the subscription form on the NASSCO website was sent with your address. ${signature}.`,
      },
      { type: "button", label: "Unsubscribe", href: links.unsubscribe },
    ],
  };
}

/** Only the reference and our own words: the address it goes to has not been confirmed by anyone. */
export function requestAcknowledgement(
  reference: string,
  accessingTheNsr: string,
  privacyPolicy: string,
  contact: OfficeContact,
): MailContent {
  return {
    subject: `We have received your data access request ${reference}`,
    heading: "We have received your data access request",
    blocks: [
      { type: "paragraph", text: `Your reference number is ${reference}. Please quote it whenever you write to us about this request.` },
      { type: "paragraph", text: "What happens next:" },
      { type: "list", items: darNextSteps, ordered: true },
      { type: "paragraph", text: "How organisations get data from the National Social Register, and what we share:" },
      { type: "button", label: "Accessing the NSR", href: accessingTheNsr },
      {
        type: "paragraph",
        text: `Questions about your request? Write to ${contact.nsrSupportEmail.value}${confirmationLabel(contact.nsrSupportEmail)}, quoting ${reference}.`,
      },
    ],
    footer: [
      {
        type: "paragraph",
        text: `You received this because a data access request was sent through the NASSCO website with this address. If you did not send one, you can ignore this message. How long we keep the details of a request, and how to have them erased, is in our privacy policy: ${privacyPolicy}. ${signature}.`,
      },
    ],
  };
}

/** To the office: enough to find the request, and nothing personal beyond the organisation's name. */
export function staffNotification(reference: string, organisation: string, channel: string): MailContent {
  return {
    subject: `New data access request ${reference}`,
    heading: `New data access request ${reference}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Reference", reference],
          ["Organisation", organisation],
          ["Sent through", channel],
        ],
      },
      { type: "paragraph", text: "Read it in PostgreSQL with your own staff login:" },
      { type: "code", text: `SELECT * FROM data_access_request_summary WHERE reference = '${reference}' \\gx` },
      { type: "paragraph", text: "Take it and start the review:" },
      { type: "code", text: `SELECT dar_assign('${reference}');\nSELECT dar_set_status('${reference}', 'under_review');` },
      {
        type: "paragraph",
        text: `To write to the requester, read their contact details with CALL dar_contact_details('${reference}'); the read is recorded under your login. More queries are in docs/staff-queries.md in the website's code.`,
      },
    ],
    footer: [
      {
        type: "paragraph",
        text: `Sent by the NASSCO website to STAFF_NOTIFY_TO for each data access request, up to ${STAFF_NOTICES_PER_HOUR} an hour. Beyond that, new requests are listed in one digest an hour later.`,
      },
    ],
  };
}

/** To the office, when more requests came within an hour than it gets notices for: their references, nothing else. */
export function staffDigest(references: readonly string[]): MailContent {
  const count = `${references.length} new data access request${references.length === 1 ? "" : "s"}`;
  return {
    subject: `${count} (digest)`,
    heading: count,
    blocks: [
      {
        type: "paragraph",
        text: `More than ${STAFF_NOTICES_PER_HOUR} requests arrived within an hour, so these were not announced one by one:`,
      },
      { type: "list", items: references },
      { type: "paragraph", text: "Read them in PostgreSQL with your own staff login:" },
      {
        type: "code",
        text: `SELECT reference, organization_name, sector, status FROM data_access_request_queue\nWHERE reference IN (${references.map((reference) => `'${reference}'`).join(", ")}) \\gx`,
      },
    ],
    footer: [
      {
        type: "paragraph",
        text: `Sent by the NASSCO website to STAFF_NOTIFY_TO when more than ${STAFF_NOTICES_PER_HOUR} data access requests arrive within an hour.`,
      },
    ],
  };
}
