import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { answerIssueForm } from "~/features/newsletter/issue-actions.server";
import { IssueForm } from "~/features/newsletter/issue-form";
import { recentNewsLinks, saveIssue } from "~/features/newsletter/issues.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Write a newsletter");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  return { csrf: member.csrf, news: await recentNewsLinks() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const form = await readFormData(request);
  requireCsrf(member, form);
  const edit = await answerIssueForm(form);
  if ("answer" in edit) return data(edit.answer, { status: edit.status });
  const id = await saveIssue(member, null, edit.save.subject, edit.save.body);
  return redirect(`/staff/newsletters/${id}?done=saved#done`, 303);
}

export default function NewNewsletter() {
  const { csrf, news } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaffPage title="Write a newsletter">
      <p>
        <a href="/staff/newsletters">Back to the newsletters</a>
      </p>
      <IssueForm
        csrf={csrf}
        entries={answer?.entries ?? { subject: "", body: "" }}
        problems={answer?.problems ?? {}}
        news={news}
        preview={answer?.preview ?? null}
      />
    </StaffPage>
  );
}
