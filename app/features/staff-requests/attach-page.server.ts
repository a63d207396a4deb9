import { data, redirect } from "@remix-run/node";
import { formText } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { attachmentProblems, SCAN_TOO_LARGE } from "./attachment";
import { moveProblem } from "./refusals.server";
import { attachFile, requestFile } from "./requests.server";
import { checkScan, ScanRefused } from "./scan.server";

/** A request that exists and still has its details: an erased one takes no more files (410). */
export async function attachPage(member: StaffMember, reference: string) {
  const file = await requestFile(member, reference);
  if (!file) throw new Response("There is no such request.", { status: 404 });
  if (file.request.erased) throw new Response("This request's details were erased: nothing more can be attached.", { status: 410 });
  return { reference, csrf: member.csrf };
}

/**
 * "Attach": the form checked, the file checked by its bytes, then kept with
 * the request; back to the request's attachments. A form too large to read
 * (null) is a 413; anything refused comes back with what is wrong.
 */
export async function attachAction(member: StaffMember, reference: string, form: FormData | null) {
  if (!form) return data({ problems: { file: SCAN_TOO_LARGE }, description: "" }, { status: 413 });
  const description = formText(form, "description").trim();
  const file = form.get("file");
  const problems = attachmentProblems(description, file);
  if (Object.keys(problems).length > 0) return data({ problems, description }, { status: 400 });
  try {
    const scan = await checkScan(file as File);
    await attachFile(member, reference, { ...scan, description });
  } catch (error) {
    if (error instanceof ScanRefused) return data({ problems: { file: error.message }, description }, { status: error.status });
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data({ problems: { file: problem.message }, description }, { status: problem.status });
  }
  return redirect(`/staff/requests/${reference}#attachments-heading`, 303);
}
