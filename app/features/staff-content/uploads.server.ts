import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { formText } from "~/features/forms/form-data.server";
import { addUpload } from "~/features/media/media.server";
import { processUpload, UploadRefused, UPLOAD_MAX_BYTES } from "~/features/media/process.server";
import { requireCsrf, type StaffMember } from "~/features/staff-auth/session.server";
import type { Problems } from "~/components/form-fields";
import { staffActionProblem } from "./refusals.server";
import { addedHref, altProblem, TOO_LARGE, uploadName } from "./uploads";

/** What a refused upload shows: the problems, and the description typed (a file input cannot keep its file). */
export interface UploadRefusal {
  problems: Problems;
  entries: { alt: string };
}

const refused = (problems: Problems, alt: string, status: number) => data<UploadRefusal>({ problems, entries: { alt } }, { status });

/**
 * The Files page's post: a photo (made into its sizes, its camera details removed) or a PDF, kept,
 * and on to the notice of it; or refused, saying why, with the description kept.
 */
export async function receiveUpload(member: StaffMember, request: Request) {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refused({ file: TOO_LARGE }, "", 413);
    throw new Response("The form could not be read", { status: 400 });
  }
  requireCsrf(member, form);
  const alt = formText(form, "alt").trim();
  const problems: Problems = {};
  const typed = altProblem(alt, null);
  if (typed) problems.alt = typed;
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused({ ...problems, file: "Choose a photo or a PDF to upload" }, alt, 400);
  let processed;
  try {
    processed = await processUpload(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return refused({ ...problems, file: `${error.message} Choose another file.` }, alt, 415);
  }
  const described = altProblem(alt, processed.kind);
  if (described) return refused({ alt: described }, alt, 400);
  try {
    await addUpload(member, processed, uploadName(file.name, processed.kind), processed.kind === "image" ? alt : "");
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return refused({ file: problem.message }, alt, problem.status);
  }
  return redirect(addedHref(processed.key), 303);
}
