import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import type { Issue, IssueFailure } from "./issues.server";

/** How the back office tells where an issue stands, and what each step of sending it answered. */

/** The line after a step went through, by the `done` the address names. */
export const ISSUE_DONE: Record<string, string> = {
  saved: "Done: the newsletter is saved. Send yourself a test before sending it.",
  tested: "Done: a test is on its way to your address. Check it on your phone and on a computer.",
  sent: "Done: the newsletter is queued to every confirmed subscriber. This page shows how the sending goes.",
  retried: "Done: the messages that failed are queued again.",
};

export const UNCHECKED = "Tick the box to say you have read the test, then send it.";

/** The database's refusals of a step of sending (migration 20261220090000), as the publisher can act on them; null for any other. */
export function sendRefusal(code: string | undefined): { message: string; status: number } | null {
  if (code === "23502") return { message: "Add your own e-mail address first: the test goes there.", status: 400 };
  if (code === "23514") return { message: "Send yourself a test of these words first.", status: 409 };
  if (code === "55006") return { message: "This newsletter has been sent already.", status: 409 };
  return null;
}

/** An issue's line in the list: a draft's last change, or how far its sending has gone. */
export function issueStanding(issue: Pick<Issue, "state" | "updatedAt" | "updatedBy" | "queuedAt" | "recipients" | "progress">): string {
  const of = `${formatCount(issue.progress.sent)} of ${formatCount(issue.recipients ?? 0)}`;
  if (issue.state === "draft") return `Draft, changed ${lagosTimeText(issue.updatedAt)} by ${issue.updatedBy}`;
  if (issue.progress.pending > 0) return `Sending: ${of} sent`;
  return `Sent ${lagosTimeText(issue.queuedAt!)} to ${of}`;
}

/** The issue as its page shows it, its times as Lagos reads them. */
export function issueView(issue: Issue) {
  return {
    id: issue.id,
    subject: issue.subject,
    body: issue.body,
    draft: issue.state === "draft",
    updated: `${lagosTimeText(issue.updatedAt)} by ${issue.updatedBy}`,
    // A test counts only if it was of the words as they are now.
    tested: issue.testedAt !== null && issue.testedAt >= issue.updatedAt ? lagosTimeText(issue.testedAt) : null,
    queued: issue.queuedAt ? `${lagosTimeText(issue.queuedAt)} by ${issue.queuedBy}` : null,
    recipients: issue.recipients,
    progress: issue.progress,
  };
}

export function failureView(failure: IssueFailure) {
  return { ...failure, nextAttemptAt: lagosTimeText(failure.nextAttemptAt) };
}
