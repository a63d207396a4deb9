import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoneNotice } from "~/components/done-notice";
import { formText } from "~/features/forms/form-data.server";
import { readUploadPost } from "~/features/forms/upload-post.server";
import { utf8Text } from "~/features/register/upload-form";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { ProgressUploadForm, StagedProgress } from "~/features/staff-payments/components/progress-upload";
import { PROGRESS_FILE_MAX_BYTES } from "~/features/staff-payments/progress-file";
import {
  cyclesWithWindows,
  publishProgressFile,
  stageProgressFile,
  stagedProgressFile,
} from "~/features/staff-payments/progress-file.server";
import { progressFormOf, type ProgressEntries, type ProgressProblems } from "~/features/staff-payments/progress-form";
import { NOT_UTF8, problemsCount } from "~/features/staff-payments/windows-file";
import { paths } from "~/site/paths";

/**
 * Payment progress (decision 0108, slice 3): a publisher uploads the counts of households due
 * and paid per LGA in a cycle, sees what they change, and publishes them; the totals are written
 * in the same transaction.
 */
export const meta: MetaFunction = () => staffMeta("Payment progress");

const TOO_LARGE = "The file is larger than 60 KB. Send the cycle's figures state by state.";
const PAGE = "/staff/payments/progress";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const query = new URL(request.url).searchParams;
  const fileId = Number(query.get("file"));
  const preview = Number.isSafeInteger(fileId) && fileId > 0 ? await stagedProgressFile(member, fileId) : null;
  return { csrf: member.csrf, done: query.get("done")?.slice(0, 120) ?? null, cycles: await cyclesWithWindows(), preview };
}

type Refusal = { entries: ProgressEntries; problems: ProgressProblems; fileProblems: { listed: string[]; more: number } | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const form = await readUploadPost(request, PROGRESS_FILE_MAX_BYTES);
  const none: ProgressEntries = { cycle: "", as_at: "", source: "" };
  if (!form) return data<Refusal>({ entries: none, problems: { file: TOO_LARGE }, fileProblems: null }, { status: 413 });
  requireCsrf(member, form);
  if (formText(form, "intent") === "publish") {
    const id = Number(formText(form, "file"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new Response("That is not an upload.", { status: 400 });
    try {
      const published = await publishProgressFile(member, id);
      if (published === null) {
        return data<Refusal>(
          { entries: none, problems: { file: "That file is not waiting to be published." }, fileProblems: null },
          { status: 409 },
        );
      }
      if ("published" in published) {
        const done = `Published the figures of ${published.published} LGAs for ${published.cycle}`;
        return redirect(`${PAGE}?done=${encodeURIComponent(done)}`, 303);
      }
      // It no longer passes the checks (a window withdrawn, newer figures published): the preview lists why.
      return redirect(`${PAGE}?file=${id}#changes`, 303);
    } catch (error) {
      const problem = staffActionProblem(error);
      if (!problem) throw error;
      return data<Refusal>({ entries: none, problems: { file: problem.message }, fileProblems: null }, { status: problem.status });
    }
  }
  const entries: ProgressEntries = {
    cycle: formText(form, "cycle").trim(),
    as_at: formText(form, "as_at").trim(),
    source: formText(form, "source").trim(),
  };
  const file = form.get("file");
  const chosen = file instanceof Blob && file.size > 0 ? file : null;
  const checked = progressFormOf(entries, await cyclesWithWindows(), chosen !== null);
  const text = chosen ? utf8Text(await chosen.arrayBuffer()) : null;
  if ("problems" in checked || text === null) {
    const problems = "problems" in checked ? checked.problems : {};
    if (chosen && text === null) problems.file = NOT_UTF8;
    return data<Refusal>({ entries, problems, fileProblems: null }, { status: 400 });
  }
  const staged = await stageProgressFile(member, text, {
    cycle: checked.cycle,
    asAt: checked.asAt.toISOString(),
    sourceName: checked.sourceName,
  });
  if ("id" in staged) return redirect(`${PAGE}?file=${staged.id}#changes`, 303);
  if ("rows" in staged) throw new Error("a file that passes is staged");
  const count = staged.problems.length + staged.more;
  return data<Refusal>(
    {
      entries,
      problems: { file: `The file was refused: ${problemsCount(count)}, listed under the field. Nothing has changed.` },
      fileProblems: { listed: staged.problems, more: staged.more },
    },
    { status: 400 },
  );
}

export default function PaymentProgressUpload() {
  const { csrf, done, cycles, preview } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Payment progress">
      {done ? (
        <DoneNotice>
          Done: {done}. Readers see them now on <a href={paths.paymentsProgress}>the progress page</a>.
        </DoneNotice>
      ) : null}
      {preview ? <StagedProgress preview={preview} csrf={csrf} /> : null}
      <ProgressUploadForm
        csrf={csrf}
        cycles={cycles}
        entries={refused?.entries ?? { cycle: "", as_at: "", source: "NCTO" }}
        problems={refused?.problems ?? {}}
        fileProblems={refused?.fileProblems ?? null}
      />
    </StaffPage>
  );
}
