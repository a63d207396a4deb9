import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoneNotice } from "~/components/done-notice";
import { formText } from "~/features/forms/form-data.server";
import { readUploadPost } from "~/features/forms/upload-post.server";
import { utf8Text } from "~/features/register/upload-form";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { publishedWords, publishSchedule } from "~/features/staff-content/publishing";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { BatchToPublish, WaitingBatches, WindowsPreview, WindowsUploadForm } from "~/features/staff-payments/components/windows-upload";
import { NOT_UTF8, problemsCount, WINDOWS_FILE_MAX_BYTES, windowsCount } from "~/features/staff-payments/windows-file";
import {
  checkWindowsFile,
  fileText,
  openBatches,
  publishBatch,
  submitWindowsFile,
  type WindowPreview,
} from "~/features/staff-payments/windows-file.server";

/**
 * Many payment windows at once (decision 0108, slice 2): an editor checks
 * the office's CSV, sees what each window would change, and sends them for
 * review as one upload; a publisher who did not upload it publishes it whole.
 */
export const meta: MetaFunction = () => staffMeta("Payment windows: many at once");

const TOO_LARGE = "The file is larger than 60 KB. Send a cycle state by state.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const query = new URL(request.url).searchParams;
  const batches = (await openBatches(member)).map((batch) => ({ ...batch, uploadedAt: batch.uploadedAt.toISOString() }));
  const chosen = batches.find((batch) => String(batch.id) === query.get("batch")) ?? null;
  return {
    csrf: member.csrf,
    done: query.get("done")?.slice(0, 120) ?? null,
    publisher: member.roles.includes("publisher"),
    batches,
    chosen,
    own: chosen?.uploadedBy === member.name,
  };
}

type Answer =
  | { step: "refused"; problem: string; refusal: { listed: string[]; more: number } | null }
  | { step: "preview"; windows: WindowPreview[]; sha256: string; text: string }
  | { step: "publish"; batch: number; problems: Record<string, string>; typed: Record<string, string> };

const refusedFile = (problem: string, refusal: { listed: string[]; more: number } | null = null, status = 400) =>
  data<Answer>({ step: "refused", problem, refusal }, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const form = await readUploadPost(request, WINDOWS_FILE_MAX_BYTES);
  if (!form) return refusedFile(TOO_LARGE, null, 413);
  requireCsrf(member, form);
  const intent = formText(form, "intent");
  if (intent === "publish") return publishAnswer(member, form);
  if (intent === "submit") {
    const sent = await submitWindowsFile(member, formText(form, "file_text"), formText(form, "sha256"));
    if ("problems" in sent)
      return refusedFile("The file was not sent: correct what is listed and check it again.", { listed: sent.problems, more: sent.more });
    return redirect(
      `/staff/payments?batch=${sent.batch}&done=${encodeURIComponent(`Sent ${windowsCount(sent.windows)} for review`)}#batch`,
      303,
    );
  }
  if (intent !== "check") throw new Response("That is not something this page does.", { status: 400 });
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) return refusedFile("Choose the file of windows (CSV)");
  const text = utf8Text(await file.arrayBuffer());
  if (text === null) return refusedFile(NOT_UTF8);
  const checked = await checkWindowsFile(member, text);
  if ("problems" in checked)
    return refusedFile(`The file was refused: ${problemsCount(checked.problems.length + checked.more)}, listed under the field.`, {
      listed: checked.problems,
      more: checked.more,
    });
  return data<Answer>({ step: "preview", windows: checked.windows, sha256: checked.sha256, text: fileText(text) });
}

async function publishAnswer(member: Awaited<ReturnType<typeof requireStaff>>, form: FormData) {
  const batch = Number(formText(form, "batch"));
  const typed = { publish_at: formText(form, "publish_at"), urgent: formText(form, "urgent") };
  const refused = (problems: Record<string, string>, status = 400) => data<Answer>({ step: "publish", batch, problems, typed }, { status });
  if (!Number.isSafeInteger(batch) || batch <= 0) throw new Response("That is not an upload.", { status: 400 });
  const now = new Date();
  const schedule = publishSchedule(typed.publish_at, "", now);
  if ("problems" in schedule) return refused(schedule.problems);
  try {
    const published = await publishBatch(member, batch, schedule.publishAt, typed.urgent.trim());
    const words = publishedWords(schedule.publishAt, now);
    return redirect(`/staff/payments?done=${encodeURIComponent(`${words}: ${windowsCount(published)} of upload ${batch}`)}`, 303);
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    // The batch's own refusals (no such upload waiting; a window returned or discarded since) are 409s.
    const message =
      problem.status === 409
        ? "This upload is no longer waiting as a whole: it was published, or a window of it was returned or discarded. Each window's page shows where it is."
        : problem.message.replace("worked on this draft", "uploaded these windows");
    return refused({ urgent: message }, problem.status);
  }
}

export default function PaymentWindowsUpload() {
  const { csrf, done, publisher, batches, chosen, own } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const publishing = answer?.step === "publish" ? answer : null;
  return (
    <StaffPage title="Payment windows: many at once">
      <p>
        <a href="/staff/content/payment_window">Back to payment windows</a>
      </p>
      {done ? <DoneNotice>Done: {done}.</DoneNotice> : null}
      {chosen ? (
        <BatchToPublish
          csrf={csrf}
          batch={chosen}
          publisher={publisher}
          own={own}
          problems={publishing?.batch === chosen.id ? publishing.problems : {}}
          typed={publishing?.batch === chosen.id ? publishing.typed : {}}
        />
      ) : null}
      {answer?.step === "preview" ? (
        <WindowsPreview csrf={csrf} windows={answer.windows} sha256={answer.sha256} text={answer.text} />
      ) : null}
      <WindowsUploadForm
        csrf={csrf}
        problem={answer?.step === "refused" ? answer.problem : null}
        refusal={answer?.step === "refused" ? answer.refusal : null}
      />
      <WaitingBatches batches={batches} />
    </StaffPage>
  );
}
