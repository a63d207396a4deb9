import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { issueBody, readIssueForm } from "./issues.server";
import { sendRefusal } from "./issue-view";
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
export function issueActionProblem(error: unknown): { message: string; status: number } | null {
  return sendRefusal(databaseErrorCode(error)) ?? staffActionProblem(error);
}
