import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { formText, readFormData } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { LgaImportError } from "./import.server";
import { publishRegisterFile, REGISTER_FILE_MAX_BYTES, stageRegisterFile } from "./upload.server";
import { NOT_UTF8, refusalLine, uploadProblems, utf8Text, type FileProblems, type UploadEntries, type UploadProblems } from "./upload-form";

/** The register upload's steps, between the form and the database: read the post, check the file and keep it, publish it. */

/** The post, a file and all, or null when the file is over the limit; an unreadable post is a 400. */
export async function readRegisterPost(request: Request): Promise<FormData | null> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  try {
    return multipart
      ? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: REGISTER_FILE_MAX_BYTES }))
      : await readFormData(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw new Response("The form could not be read", { status: 400 });
  }
}

export type UploadOutcome = { staged: number } | { entries: UploadEntries; problems: UploadProblems; fileProblems: FileProblems | null };

/** Checks the entries and the whole file, and keeps a file that passes for its preview; otherwise every problem found. */
export async function stageUpload(member: StaffMember, form: FormData): Promise<UploadOutcome> {
  const entries: UploadEntries = { source: formText(form, "source").trim(), as_at: formText(form, "as_at").trim() };
  const file = form.get("file");
  const chosen = file instanceof Blob && file.size > 0 ? file : null;
  const problems = uploadProblems(entries, chosen !== null);
  const text = chosen ? utf8Text(await chosen.arrayBuffer()) : null;
  if (chosen && text === null) problems.file = NOT_UTF8;
  if (text === null || Object.keys(problems).length > 0) return { entries, problems, fileProblems: null };
  try {
    return { staged: await stageRegisterFile(member, text, entries.source, entries.as_at) };
  } catch (error) {
    if (!(error instanceof LgaImportError)) throw error;
    const fileProblems = { listed: error.problems, more: error.more };
    return { entries, problems: { file: refusalLine(fileProblems) }, fileProblems };
  }
}

/** Publishes the staged file the form names: how many rows readers now see, or why it was refused. */
export async function publishUpload(member: StaffMember, form: FormData): Promise<{ rows: number } | { message: string; status: number }> {
  try {
    return { rows: await publishRegisterFile(member, Number(formText(form, "file"))) };
  } catch (error) {
    const problem = error instanceof LgaImportError ? { message: error.message, status: 409 } : staffActionProblem(error);
    if (!problem) throw error;
    return problem;
  }
}
