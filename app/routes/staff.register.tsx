import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formText } from "~/features/forms/form-data.server";
import { PublishedFigures } from "~/features/register/components/published-figures";
import { AddLgasForm } from "~/features/register/components/add-lgas-form";
import { StagedFile } from "~/features/register/components/staged-file";
import { UploadForm } from "~/features/register/components/upload-form";
import { addedLine, TOO_LARGE } from "~/features/register/upload-form";
import { addLgas, publishUpload, readRegisterPost, stageUpload } from "~/features/register/upload-form.server";
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
  const added = /^\d{1,3}$/.test(query.get("added") ?? "") ? Number(query.get("added")) : null;
  return {
    csrf: member.csrf,
    done: query.get("done")?.slice(0, 80) ?? null,
    added,
    admin: member.roles.includes("admin"),
    current: await publishedDataset(),
    staged,
  };
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
  if (formText(form, "intent") === "add-lgas") {
    const outcome = await addLgas(member, form);
    if ("added" in outcome) return redirect(`/staff/register?added=${outcome.added}#added`, 303);
    // A refused tick keeps the boxes on the page, and its message by them; a refused person has only the message.
    const problems = outcome.adding?.offered.length ? {} : { file: outcome.message };
    return data({ problems, entries: NO_ENTRIES, fileProblems: null, adding: outcome.adding }, { status: outcome.status });
  }
  const outcome = await stageUpload(member, form);
  if ("staged" in outcome) return redirect(`/staff/register?file=${outcome.staged}#changes`, 303);
  return data(outcome, { status: 400 });
}

export default function RegisterUpload() {
  const { csrf, done, added, admin, current, staged } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const adding = refused && "adding" in refused ? refused.adding : null;
  return (
    <StaffPage title="Register figures">
      {done ? <DoneNotice>Done: {done}. Readers see the new figures now.</DoneNotice> : null}
      {added !== null ? <DoneNotice id="added">{addedLine(added)}</DoneNotice> : null}
      <PublishedFigures current={current} />
      {staged ? <StagedFile staged={staged} csrf={csrf} /> : null}
      <UploadForm
        csrf={csrf}
        problems={refused?.problems ?? {}}
        fileProblems={refused && "fileProblems" in refused ? refused.fileProblems : null}
        entries={refused?.entries ?? { source: current && !current.illustrative ? current.source : "", as_at: "" }}
      />
      {admin && adding && adding.offered.length > 0 ? <AddLgasForm csrf={csrf} adding={adding} /> : null}
    </StaffPage>
  );
}
