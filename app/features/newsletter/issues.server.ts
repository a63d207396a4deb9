import { convert } from "html-to-text";
import { renderMarkdown } from "~/features/content/markdown.server";
import type { MailContent } from "~/features/mail/content";
import { absolute, composeMessage } from "~/features/mail/compose.server";
import { renderMail } from "~/features/mail/render.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { articlePath } from "~/features/news/article";
import { latestNews } from "~/features/news/news.server";
import { paths } from "~/site/paths";
import { prisma } from "~/utils/db.server";
import { siteOrigin } from "~/utils/env.server";

/**
 * Newsletter issues: written by a publisher in Markdown, tested on their own
 * address, then queued once to every confirmed subscriber
 * (staff_newsletter_send, migration 20261220090000). Each copy carries its own
 * unsubscribe link, in the footer and in List-Unsubscribe (RFC 8058); the
 * database puts it in where the template says {{unsubscribe}}.
 */
export const UNSUBSCRIBE_PLACEHOLDER = "{{unsubscribe}}";
export const SUBJECT_MAX = 150;
export const BODY_MAX = 50_000;

export interface IssueProgress {
  pending: number;
  sent: number;
  dead: number;
  cancelled: number;
}

export interface Issue {
  id: number;
  subject: string;
  body: string;
  state: "draft" | "queued";
  createdBy: string;
  updatedBy: string;
  updatedAt: Date;
  testedAt: Date | null;
  queuedBy: string | null;
  queuedAt: Date | null;
  recipients: number | null;
  progress: IssueProgress;
}

export interface IssueFailure {
  id: number;
  state: "pending" | "dead";
  attempts: number;
  lastError: string;
  nextAttemptAt: Date;
}

type IssueJson = Record<string, unknown> & { progress: Record<string, number | string> };

function issueOf(json: IssueJson): Issue {
  const date = (name: string) => {
    const value = json[name];
    return typeof value === "string" ? new Date(value) : null;
  };
  const count = (name: keyof IssueProgress) => Number(json.progress[name] ?? 0);
  return {
    id: Number(json.id),
    subject: String(json.subject),
    body: typeof json.body === "string" ? json.body : "",
    state: json.state === "queued" ? "queued" : "draft",
    createdBy: String(json.created_by),
    updatedBy: String(json.updated_by),
    updatedAt: date("updated_at")!,
    testedAt: date("tested_at"),
    queuedBy: typeof json.queued_by === "string" ? json.queued_by : null,
    queuedAt: date("queued_at"),
    recipients: json.recipients === null || json.recipients === undefined ? null : Number(json.recipients),
    progress: { pending: count("pending"), sent: count("sent"), dead: count("dead"), cancelled: count("cancelled") },
  };
}

export async function listIssues(member: StaffMember): Promise<Issue[]> {
  const rows = await prisma.$queryRaw<
    { issue: IssueJson }[]
  >`SELECT staff_newsletters AS issue FROM staff_newsletters(${member.tokenHash})`;
  return rows.map((row) => issueOf(row.issue));
}

export async function readIssue(
  member: StaffMember,
  id: number,
): Promise<{ issue: Issue; failures: IssueFailure[]; confirmedSubscribers: number } | null> {
  const [row] = await prisma.$queryRaw<
    { issue: (IssueJson & { failures: Record<string, unknown>[]; confirmed_subscribers: number }) | null }[]
  >`
    SELECT staff_newsletter(${member.tokenHash}, ${id}::bigint) AS issue`;
  if (!row?.issue) return null;
  return {
    issue: issueOf(row.issue),
    failures: row.issue.failures.map((failure) => ({
      id: Number(failure.id),
      state: failure.state === "dead" ? "dead" : "pending",
      attempts: Number(failure.attempts),
      lastError: typeof failure.last_error === "string" ? failure.last_error : "",
      nextAttemptAt: new Date(String(failure.next_attempt_at)),
    })),
    confirmedSubscribers: Number(row.issue.confirmed_subscribers),
  };
}

/** Saves a draft (a new one without `id`); returns its id. */
export async function saveIssue(member: StaffMember, id: number | null, subject: string, body: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ id: bigint }[]>`
    SELECT staff_newsletter_save(${member.tokenHash}, ${id}::bigint, ${subject}, ${body}) AS id`;
  return Number(row!.id);
}

/** Relative links and pictures made absolute: a mail is read far from the site. */
function absoluteLinks(html: string): string {
  const origin = siteOrigin();
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/** The issue's body as the site renders Markdown (one allow-list), and as text with each link's address. */
export function issueBody(body: string): { html: string; text: string } {
  const html = absoluteLinks(renderMarkdown(body));
  const text = convert(html, { wordwrap: 72, selectors: [{ selector: "img", format: "skip" }] });
  return { html, text };
}

/** The issue as mail: its body, then why it came and how to stop it, with each copy's own unsubscribe link. */
export function issueMail(subject: string, body: string, unsubscribe: string): MailContent {
  const rendered = issueBody(body);
  return {
    subject,
    heading: subject,
    blocks: [{ type: "html", ...rendered }],
    footer: [
      {
        type: "paragraph",
        text: "You receive NASSCO news because you subscribed on the NASSCO website and confirmed your address. National Social Safety-Nets Coordinating Office (NASSCO), Abuja.",
      },
      { type: "button", label: "Unsubscribe", href: unsubscribe },
    ],
  };
}

/**
 * A test of the saved words to the publisher's own address (the database
 * holds it; the site never reads it). Returns the address it went to.
 */
export async function sendTest(member: StaffMember, issue: Issue): Promise<string> {
  // A test's unsubscribe button leads to the page, not to anyone's subscription.
  const message = composeMessage("newsletter test", "", issueMail(issue.subject, issue.body, absolute(paths.newsletterUnsubscribe)));
  const [row] = await prisma.$queryRaw<{ email: string }[]>`
    SELECT staff_newsletter_test(${member.tokenHash}, ${issue.id}::bigint, ${message.messageId}, ${message.subject},
      ${message.text}, ${message.html}) AS email`;
  return row!.email;
}

/** Queues the issue to every confirmed subscriber, once; returns how many. */
export async function sendIssue(member: StaffMember, issue: Issue): Promise<number> {
  const rendered = renderMail(issueMail(issue.subject, issue.body, UNSUBSCRIBE_PLACEHOLDER));
  const unsubscribeBase = absolute(`${paths.newsletterUnsubscribe}?${NEWSLETTER_TOKEN_PARAM}=`);
  const [row] = await prisma.$queryRaw<{ recipients: number }[]>`
    SELECT staff_newsletter_send(${member.tokenHash}, ${issue.id}::bigint, ${rendered.subject}, ${rendered.text}, ${rendered.html},
      ${new URL(siteOrigin()).hostname}, ${unsubscribeBase}) AS recipients`;
  return Number(row!.recipients);
}

export async function retryIssue(member: StaffMember, issue: Issue): Promise<number> {
  const [row] = await prisma.$queryRaw<{ retried: number }[]>`
    SELECT staff_newsletter_retry(${member.tokenHash}, ${issue.id}::bigint) AS retried`;
  return Number(row!.retried);
}

/** The newest published news, for links in an issue. */
export async function recentNewsLinks(): Promise<{ title: string; address: string }[]> {
  return (await latestNews(12)).map((article) => ({ title: article.title, address: absolute(articlePath(article.slug)) }));
}

/** What the issue form sent, checked; `link` adds the chosen article's link at the end of the body. */
export async function readIssueForm(
  form: FormData,
): Promise<{ entries: { subject: string; body: string }; problems: Record<string, string> }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const entries = { subject: text("subject").trim().replace(/\s+/g, " "), body: text("body").replace(/\r\n/g, "\n") };
  if (text("intent") === "link") {
    const article = (await recentNewsLinks()).find((news) => news.address === text("news"));
    if (article) entries.body = `${entries.body.trimEnd()}\n\n[${article.title.replace(/[[\]]/g, "")}](${article.address})\n`.trimStart();
  }
  const problems: Record<string, string> = {};
  if (entries.subject === "") problems.subject = "Enter the subject";
  else if (entries.subject.length > SUBJECT_MAX) problems.subject = `Write the subject in ${SUBJECT_MAX} characters or fewer`;
  if (entries.body.trim() === "") problems.body = "Write the newsletter";
  else if (entries.body.length > BODY_MAX) problems.body = `Write the newsletter in ${BODY_MAX.toLocaleString("en")} characters or fewer`;
  return { entries, problems };
}
