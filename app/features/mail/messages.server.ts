import { STAFF_NOTICES_PER_HOUR } from "~/features/mail/staff-digest.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";

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

/** Where an officer opens a request: the back office, when it runs; otherwise their own database login. */
function howToOpen(references: readonly string[], backOffice: string | null): MailBlock[] {
  if (backOffice) {
    return references.length === 1
      ? [{ type: "button", label: "Open it in the back office", href: `${backOffice}/staff/requests/${references[0]}` }]
      : [{ type: "button", label: "Open the queue in the back office", href: `${backOffice}/staff/requests` }];
  }
  return [
    { type: "paragraph", text: "Read it in PostgreSQL with your own staff login:" },
    {
      type: "code",
      text: `SELECT reference, organization_name, sector, status FROM data_access_request_queue\nWHERE reference IN (${references.map((reference) => `'${reference}'`).join(", ")}) \\gx`,
    },
  ];
}

/** To the office: enough to find the request, and nothing personal beyond the organisation's name. */
export function staffNotification(reference: string, organisation: string, channel: string, backOffice: string | null): MailContent {
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
      ...howToOpen([reference], backOffice),
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
export function staffDigest(references: readonly string[], backOffice: string | null): MailContent {
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
      ...howToOpen(references, backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: `Sent by the NASSCO website to STAFF_NOTIFY_TO when more than ${STAFF_NOTICES_PER_HOUR} data access requests arrive within an hour.`,
      },
    ],
  };
}

/** The daily digest's lists, as staff_daily_digest_take() gives them. */
export interface DailyDigest {
  new: { reference: string; organisation: string | null; channel: string }[];
  overdue: { reference: string; assignee: string | null; working_days: number }[];
  unassigned: { reference: string; working_days: number }[];
}

const requests = (count: number) => `${count} request${count === 1 ? "" : "s"}`;

/** To the office, once a day: what came in since yesterday's, and what is overdue or has nobody on it. */
export function staffDailyDigest(digest: DailyDigest, day: string, backOffice: string | null): MailContent {
  const section = (heading: string, items: string[]): MailBlock[] =>
    items.length === 0
      ? [{ type: "paragraph", text: `${heading}: none.` }]
      : [
          { type: "paragraph", text: `${heading}:` },
          { type: "list", items },
        ];
  const days = (count: number) => `${count} working day${count === 1 ? "" : "s"}`;
  return {
    subject: `Data access requests, ${day}: ${digest.new.length} new, ${digest.overdue.length} overdue, ${digest.unassigned.length} unassigned`,
    heading: `Data access requests on ${day}`,
    blocks: [
      ...section(
        `New since the last digest (${requests(digest.new.length)})`,
        digest.new.map((entry) => `${entry.reference}, ${entry.organisation ?? "details erased"} (${entry.channel})`),
      ),
      ...section(
        `Overdue: open for more than 10 working days (${requests(digest.overdue.length)})`,
        digest.overdue.map((entry) => `${entry.reference}, ${days(entry.working_days)}, ${entry.assignee ?? "nobody assigned"}`),
      ),
      ...section(
        `Open with nobody assigned (${requests(digest.unassigned.length)})`,
        digest.unassigned.map((entry) => `${entry.reference}, ${days(entry.working_days)}`),
      ),
      ...howToOpen([...new Set([...digest.overdue, ...digest.unassigned, ...digest.new].map((entry) => entry.reference))], backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to STAFF_NOTIFY_TO once a day, from DAILY_DIGEST_HOUR in Lagos, when there is anything to list. Working days leave out weekends and the public holidays kept in the back office.",
      },
    ],
  };
}

/**
 * To an account's admins and its owner, when its name has met five wrong passwords or codes in
 * 15 minutes: which account, and what to do. Never the addresses or networks the guesses came
 * from, which the sign-in log keeps for the admins.
 */
export function staffSignInAlert(name: string, backOffice: string | null): MailContent {
  return {
    subject: `Someone is trying to sign in as ${name}`,
    heading: `Someone is trying to sign in as ${name}`,
    blocks: [
      {
        type: "paragraph",
        text: `The back office has refused five or more wrong passwords or codes for the account ${name} in the last 15 minutes. Each network that keeps trying is locked out for 15 minutes, and every attempt for the name is slowed down; the account itself stays open to its owner.`,
      },
      {
        type: "paragraph",
        text: `If it was you, there is nothing to do. If it was not, sign in and change your password, and an administrator can see the attempts on the Accounts page.`,
      },
      ...(backOffice ? [{ type: "button" as const, label: "Open the back office", href: `${backOffice}/staff` }] : []),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to the account's owner and to every administrator with an e-mail address, at most once an hour for each account.",
      },
    ],
  };
}

/** To every administrator, when one changes another's roles: who, whose, from what to what. */
export function staffRolesChanged(
  admin: string,
  name: string,
  before: readonly string[],
  after: readonly string[],
  backOffice: string | null,
): MailContent {
  const list = (roles: readonly string[]) => roles.join(", ") || "none";
  return {
    subject: `${admin} changed the roles of ${name}`,
    heading: `${admin} changed the roles of ${name}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Account", name],
          ["Changed by", admin],
          ["Roles before", list(before)],
          ["Roles now", list(after)],
        ],
      },
      {
        type: "paragraph",
        text: "If this change was not agreed, another administrator can set the roles back on the Accounts page; the change is in the audit log under the administrator's name.",
      },
      ...(backOffice ? [{ type: "button" as const, label: "Open the Accounts page", href: `${backOffice}/staff/accounts` }] : []),
    ],
    footer: [
      { type: "paragraph", text: "Sent by the NASSCO website to every administrator with an e-mail address, for every change of roles." },
    ],
  };
}
