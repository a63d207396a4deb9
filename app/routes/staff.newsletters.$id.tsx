import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { issueStep } from "~/features/newsletter/issue-actions.server";
import { IssueForm } from "~/features/newsletter/issue-form";
import { SendingReport, SendProblem, SendSteps } from "~/features/newsletter/issue-sending";
import { failureView, ISSUE_DONE, issueView } from "~/features/newsletter/issue-view";
import { issueBody, readIssue, recentNewsLinks } from "~/features/newsletter/issues.server";
import { ownEmail } from "~/features/staff-auth/email.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DoneNotice } from "~/components/done-notice";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Newsletter: ${data.issue.subject}` : "Newsletter");

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("There is no such newsletter.", { status: 404 });
  return id;
}

async function issueOf(member: Parameters<typeof readIssue>[0], id: number) {
  const found = await readIssue(member, id);
  if (!found) throw new Response("There is no such newsletter.", { status: 404 });
  return found;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const { issue, failures, confirmedSubscribers } = await issueOf(member, idOf(params));
  return {
    csrf: member.csrf,
    issue: { ...issueView(issue), sentHtml: issue.state === "queued" ? issueBody(issue.body).html : null },
    failures: failures.map(failureView),
    confirmedSubscribers,
    email: await ownEmail(member),
    news: issue.state === "draft" ? await recentNewsLinks() : [],
    done: new URL(request.url).searchParams.get("done"),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const id = idOf(params);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const { issue } = await issueOf(member, id);
  const step = await issueStep(member, issue, form);
  if ("done" in step) return redirect(`/staff/newsletters/${issue.id}?done=${step.done}#done`, 303);
  if ("answer" in step) return data(step.answer, { status: step.status });
  return data({ sendProblem: step.sendProblem }, { status: step.status });
}

export default function Newsletter() {
  const { csrf, issue, failures, confirmedSubscribers, email, news, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const formAnswer = answer && "entries" in answer ? answer : null;
  return (
    <StaffPage title={`Newsletter: ${issue.subject}`}>
      <p>
        <a href="/staff/newsletters">Back to the newsletters</a>
      </p>
      {done && Object.hasOwn(ISSUE_DONE, done) ? <DoneNotice id="done">{ISSUE_DONE[done]}</DoneNotice> : null}
      {answer && "sendProblem" in answer ? <SendProblem problem={answer.sendProblem} /> : null}
      {issue.draft ? (
        <>
          <p>Last changed {issue.updated}.</p>
          <IssueForm
            csrf={csrf}
            entries={formAnswer?.entries ?? { subject: issue.subject, body: issue.body }}
            problems={formAnswer?.problems ?? {}}
            news={news}
            preview={formAnswer?.preview ?? null}
          />
          <SendSteps csrf={csrf} email={email} tested={issue.tested} confirmedSubscribers={confirmedSubscribers} />
        </>
      ) : (
        <SendingReport csrf={csrf} {...issue} failures={failures} sentHtml={issue.sentHtml ?? ""} />
      )}
    </StaffPage>
  );
}
