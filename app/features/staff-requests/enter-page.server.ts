import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { formText } from "~/features/forms/form-data.server";
import { dataAccessRequestSchema } from "~/features/requests/schema.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosToday } from "~/utils/lagos-time";
import { enterRequest } from "./enter.server";
import { writeEnteredCode } from "~/features/cases/entered-code.server";
import { requestCaseHref } from "./paths";
import { entryProblems, type EnteredChannel } from "./entry";
import { moveProblem } from "./refusals.server";
import { checkScan, ScanRefused, type Scan } from "./scan.server";

/** The scan an entered request must come with, or what is wrong with it. */
async function scanOf(file: FormDataEntryValue | null): Promise<{ scan: Scan } | { problem: string }> {
  if (!(file instanceof File) || file.size === 0) return { problem: "Attach the scanned form or e-mail, as a PDF or a photo of the page" };
  try {
    return { scan: await checkScan(file) };
  } catch (error) {
    if (!(error instanceof ScanRefused)) throw error;
    return { problem: error.message };
  }
}

/**
 * "Enter the request": checked as the web form's are, with how and when it
 * came and its scan; stored with its acknowledgement, then on to its page,
 * which shows its status code once. A form with problems comes back with them
 * (400), one too large to read (null) with 413, and nothing is stored.
 */
export async function enterAction(member: StaffMember, form: FormData | null) {
  if (!form) return data({ result: null, tooLarge: true }, { status: 413 });
  const submission = parseWithZod(form, { schema: dataAccessRequestSchema });
  const channel = formText(form, "channel");
  const receivedOn = formText(form, "receivedOn").trim();
  const fieldErrors = entryProblems(channel, receivedOn, lagosToday());
  const scanned = await scanOf(form.get("scan"));
  if ("problem" in scanned) fieldErrors.scan = [scanned.problem];
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    // The file is not sent back to the browser: say so, so that it is chosen again.
    if ("scan" in scanned) fieldErrors.scan = ["Choose the file again: a form with problems does not keep it"];
    return data({ result: submission.reply({ fieldErrors }), tooLarge: false }, { status: 400 });
  }
  try {
    const entered = await enterRequest(member, submission.value, channel as EnteredChannel, receivedOn, (scanned as { scan: Scan }).scan);
    return redirect(`${requestCaseHref(entered.reference)}?done=entered#done`, {
      status: 303,
      headers: { "Set-Cookie": await writeEnteredCode(entered.statusCode, requestCaseHref(entered.reference)) },
    });
  } catch (error) {
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data({ result: submission.reply({ formErrors: [problem.message] }), tooLarge: false }, { status: problem.status });
  }
}
