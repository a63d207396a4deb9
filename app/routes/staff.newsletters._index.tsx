import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { listIssues } from "~/features/newsletter/issues.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Newsletters");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const issues = await listIssues(member);
  return {
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      state:
        issue.state === "draft"
          ? `Draft, changed ${lagosTimeText(issue.updatedAt)} by ${issue.updatedBy}`
          : issue.progress.pending > 0
            ? `Sending: ${formatCount(issue.progress.sent)} of ${formatCount(issue.recipients ?? 0)} sent`
            : `Sent ${lagosTimeText(issue.queuedAt!)} to ${formatCount(issue.progress.sent)} of ${formatCount(issue.recipients ?? 0)}`,
      failed: issue.progress.dead,
    })),
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
      {issues.length === 0 ? (
        <p>No newsletter has been written yet.</p>
      ) : (
        <ScrollRegion labelledBy="issues-caption">
          <table className="staff-table">
            <caption id="issues-caption" className="visually-hidden">
              Newsletters, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Where it stands</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={issue.id}>
                  <td>
                    <a href={`/staff/newsletters/${issue.id}`}>{issue.subject}</a>
                  </td>
                  <td>
                    {issue.state}
                    {issue.failed > 0 ? `; ${formatCount(issue.failed)} could not be delivered` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </StaffPage>
  );
}
