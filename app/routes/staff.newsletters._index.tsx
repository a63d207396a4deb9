import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IssueList } from "~/features/newsletter/issue-list";
import { issueStanding } from "~/features/newsletter/issue-view";
import { listIssues } from "~/features/newsletter/issues.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Newsletters");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const issues = await listIssues(member);
  return {
    issues: issues.map((issue) => ({ id: issue.id, subject: issue.subject, state: issueStanding(issue), failed: issue.progress.dead })),
  };
}

export default function Newsletters() {
  const { issues } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Newsletters">
      <p>
        Write an issue in Markdown, send yourself a test, then send it to every confirmed subscriber. Subscribers&rsquo; addresses are never
        shown here: only how many there are.
      </p>
      <p>
        <a className="button" href="/staff/newsletters/new">
          Write a newsletter
        </a>
      </p>
      <IssueList issues={issues} />
    </StaffPage>
  );
}
