import { formText } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { issueBody, readIssueForm, retryIssue, saveIssue, sendIssue, sendTest, type Issue } from "./issues.server";
import { sendRefusal, UNCHECKED } from "./issue-view";
import type { IssueEntries } from "./issue-form";

/** A post of the issue form, new or not: the answer to draw it again (a link added, a preview, problems), or the words to save. */
export async function answerIssueForm(
  form: FormData,
): Promise<
  { save: IssueEntries } | { answer: { entries: IssueEntries; problems: Record<string, string>; preview: string | null }; status: number }
> {
  const { entries, problems } = await readIssueForm(form);
  const intent = form.get("intent");
  if (intent === "link") return { answer: { entries, problems: {}, preview: null }, status: 200 };
  if (Object.keys(problems).length > 0) return { answer: { entries, problems, preview: null }, status: 400 };
  if (intent === "preview") return { answer: { entries, problems, preview: issueBody(entries.body).html }, status: 200 };
  return { save: entries };
}

/** Why a step of sending was refused, for the page; null for a failure that is not the publisher's to fix. */
function issueActionProblem(error: unknown): { message: string; status: number } | null {
  return sendRefusal(databaseErrorCode(error)) ?? staffActionProblem(error);
}

export type IssueStep =
  | { done: "saved" | "tested" | "sent" | "retried" }
  | { answer: { entries: IssueEntries; problems: Record<string, string>; preview: string | null }; status: number }
  | { sendProblem: string; status: number };

/**
 * One step of an issue's page, by the button pressed: the form's (a link,
 * a preview, saving), a test to one's own address, the sending (once the
 * box says the test was read), or trying the given-up messages again. A
 * refusal the publisher can act on is answered on the page.
 */
export async function issueStep(member: StaffMember, issue: Issue, form: FormData): Promise<IssueStep> {
  try {
    switch (formText(form, "intent")) {
      case "link":
      case "preview":
      case "save": {
        const edit = await answerIssueForm(form);
        if ("answer" in edit) return edit;
        await saveIssue(member, issue.id, edit.save.subject, edit.save.body);
        return { done: "saved" };
      }
      case "test":
        await sendTest(member, issue);
        return { done: "tested" };
      case "send":
        if (formText(form, "checked") !== "yes") return { sendProblem: UNCHECKED, status: 400 };
        await sendIssue(member, issue);
        return { done: "sent" };
      case "retry":
        await retryIssue(member, issue);
        return { done: "retried" };
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    const problem = issueActionProblem(error);
    if (!problem) throw error;
    return { sendProblem: problem.message, status: problem.status };
  }
}
