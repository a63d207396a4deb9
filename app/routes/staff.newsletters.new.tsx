import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { IssueForm } from "~/features/newsletter/issue-form";
import { issueBody, readIssueForm, recentNewsLinks, saveIssue } from "~/features/newsletter/issues.server";
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
  const intent = formText(form, "intent");
  const { entries, problems } = await readIssueForm(form);
  if (intent === "link") return data({ entries, problems: {}, preview: null });
  if (Object.keys(problems).length > 0) return data({ entries, problems, preview: null }, { status: 400 });
  if (intent === "preview") return data({ entries, problems, preview: issueBody(entries.body).html });
  const id = await saveIssue(member, null, entries.subject, entries.body);
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
