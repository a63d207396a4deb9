import { formText } from "~/features/forms/form-data.server";
import { readUploadPost } from "~/features/forms/upload-post.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { LgaImportError, PROBLEMS_LISTED } from "./import.server";
import { REGISTER_STATES, registerReference, type AddedLga } from "~/features/places/reference";
import { addedLgas, addRegisterLgas, publishRegisterFile, REGISTER_FILE_MAX_BYTES, stageRegisterFile } from "./upload.server";
import {
  NOT_UTF8,
  NOTHING_TICKED,
  refusalLine,
  uploadProblems,
  utf8Text,
  type FileProblems,
  type LgaAdding,
  type UploadEntries,
  type UploadProblems,
} from "./upload-form";

/** The register upload's steps, between the form and the database: read the post, check the file and keep it, publish it. */

/** The post, a file and all, or null when the file is over the limit; an unreadable post is a 400. */
export function readRegisterPost(request: Request): Promise<FormData | null> {
  return readUploadPost(request, REGISTER_FILE_MAX_BYTES);
}

export type UploadOutcome =
  { staged: number } | { entries: UploadEntries; problems: UploadProblems; fileProblems: FileProblems | null; adding: LgaAdding | null };

const isAdmin = (member: StaffMember) => member.roles.includes("admin");

/** Checks the entries and the whole file, and keeps a file that passes for its preview; otherwise every problem found. */
export async function stageUpload(member: StaffMember, form: FormData): Promise<UploadOutcome> {
  const entries: UploadEntries = { source: formText(form, "source").trim(), as_at: formText(form, "as_at").trim() };
  const file = form.get("file");
  const chosen = file instanceof Blob && file.size > 0 ? file : null;
  const problems = uploadProblems(entries, chosen !== null);
  const text = chosen ? utf8Text(await chosen.arrayBuffer()) : null;
  if (chosen && text === null) problems.file = NOT_UTF8;
  if (text === null || Object.keys(problems).length > 0) return { entries, problems, fileProblems: null, adding: null };
  try {
    return { staged: await stageRegisterFile(member, text, entries.source, entries.as_at) };
  } catch (error) {
    if (!(error instanceof LgaImportError)) throw error;
    const fileProblems = { listed: error.problems, more: error.more };
    // Only an administrator may add an LGA to the list, so only they are offered to.
    const adding = isAdmin(member) && error.unknownLgas.length > 0 ? { offered: error.unknownLgas, problem: null } : null;
    return { entries, problems: { file: refusalLine(fileProblems) }, fileProblems, adding };
  }
}

/** An offered LGA's checkbox value read back: an LGA of a register state, or null for anything else. */
function readLgaChoice(value: FormDataEntryValue): AddedLga | null {
  try {
    const choice: unknown = JSON.parse(typeof value === "string" ? value : "");
    if (!Array.isArray(choice) || choice.length !== 2 || !choice.every((part) => typeof part === "string")) return null;
    const [state, lga] = choice as [string, string];
    return REGISTER_STATES.includes(state) && lga.trim() !== "" && lga.trim().length <= 100 ? { state, lga: lga.trim() } : null;
  } catch {
    return null;
  }
}

export type AddingOutcome = { added: number } | { status: number; adding: LgaAdding | null; message: string };

/**
 * An administrator's ticks: each ticked LGA, genuinely new or renamed, added to the register's
 * list under their name (the database audits each). The boxes offered come back with the post
 * (`offered`), so a refusal shows them again.
 */
export async function addLgas(member: StaffMember, form: FormData): Promise<AddingOutcome> {
  if (!isAdmin(member)) return { status: 403, adding: null, message: "Only an administrator adds an LGA to the register's list." };
  const offered = form
    .getAll("offered")
    .map(readLgaChoice)
    .filter((lga) => lga !== null)
    .slice(0, PROBLEMS_LISTED);
  const refuse = (message: string) => ({ status: 400, adding: { offered, problem: message }, message });
  const values = form.getAll("lga");
  const ticked = values.map(readLgaChoice).filter((lga) => lga !== null);
  if (values.length === 0) return refuse(NOTHING_TICKED);
  if (ticked.length !== values.length || ticked.length > PROBLEMS_LISTED) return refuse("Tick only the LGAs offered here.");
  const reference = registerReference(await addedLgas());
  const known = ticked.find((lga) => !("problem" in reference.check(0, lga.state, lga.lga)));
  if (known) return refuse(`"${known.lga}" is already an LGA of ${known.state} in the register's list.`);
  try {
    return { added: await addRegisterLgas(member, ticked) };
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return { status: problem.status, adding: { offered, problem: problem.message }, message: problem.message };
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
