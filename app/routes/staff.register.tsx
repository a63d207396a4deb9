import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formText } from "~/features/forms/form-data.server";
import { PublishedFigures } from "~/features/register/components/published-figures";
import { StagedFile } from "~/features/register/components/staged-file";
import { UploadForm } from "~/features/register/components/upload-form";
import { TOO_LARGE } from "~/features/register/upload-form";
import { publishUpload, readRegisterPost, stageUpload } from "~/features/register/upload-form.server";
import { publishedDataset, stagedRegisterFile } from "~/features/register/upload.server";
import { DoneNotice } from "~/components/done-notice";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Register figures");

const NO_ENTRIES = { source: "", as_at: "" };

/** The figures readers see now, and a file waiting to be published, if the address names one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const query = new URL(request.url).searchParams;
  const fileId = Number(query.get("file"));
  const staged = Number.isSafeInteger(fileId) && fileId > 0 ? await stagedRegisterFile(member, fileId) : null;
  return { csrf: member.csrf, done: query.get("done")?.slice(0, 80) ?? null, current: await publishedDataset(), staged };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const form = await readRegisterPost(request);
  if (!form) return data({ problems: { file: TOO_LARGE }, entries: NO_ENTRIES }, { status: 413 });
  requireCsrf(member, form);
  if (formText(form, "intent") === "publish") {
    const published = await publishUpload(member, form);
    if ("rows" in published) return redirect(`/staff/register?done=${encodeURIComponent(`Published ${published.rows} rows`)}`, 303);
    return data({ problems: { file: published.message }, entries: NO_ENTRIES }, { status: published.status });
  }
  const outcome = await stageUpload(member, form);
  if ("staged" in outcome) return redirect(`/staff/register?file=${outcome.staged}#changes`, 303);
  return data(outcome, { status: 400 });
}

export default function RegisterUpload() {
  const { csrf, done, current, staged } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Register figures">
      {done ? <DoneNotice>Done: {done}. Readers see the new figures now.</DoneNotice> : null}
      <PublishedFigures current={current} />
      {staged ? <StagedFile staged={staged} csrf={csrf} /> : null}
      <UploadForm
        csrf={csrf}
        problems={refused?.problems ?? {}}
        fileProblems={refused && "fileProblems" in refused ? refused.fileProblems : null}
        entries={refused?.entries ?? { source: current && !current.illustrative ? current.source : "", as_at: "" }}
      />
    </StaffPage>
  );
}
