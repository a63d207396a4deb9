import { ScrollRegion } from "~/components/scroll-region";
import { formatCount } from "~/utils/format";

/** Every issue, newest first: its subject, where it stands, and how many could not be delivered. */
export function IssueList({ issues }: { issues: { id: number; subject: string; state: string; failed: number }[] }) {
  if (issues.length === 0) return <p>No newsletter has been written yet.</p>;
  return (
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
  );
}
