import { ScrollRegion } from "~/components/scroll-region";

/** The share of answers that said yes, as a whole percentage; a page with no answers shows 0%. */
export function usefulShare(yes: number, no: number): string {
  return `${Math.round((100 * yes) / Math.max(1, yes + no))}%`;
}

/** Answers per page, as the back office shows them: the most "no" answers first (the database's order), named by the heading `labelledBy`. */
export function FeedbackTable({
  pages,
  labelledBy,
}: {
  pages: { path: string; name: string; yes: number; no: number }[];
  labelledBy: string;
}) {
  if (pages.length === 0) return <p>No answers yet.</p>;
  return (
    <ScrollRegion labelledBy={labelledBy}>
      <table className="staff-table">
        <caption className="visually-hidden">Answers per page, the most &ldquo;no&rdquo; answers first</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="num">
              Yes
            </th>
            <th scope="col" className="num">
              No
            </th>
            <th scope="col" className="num">
              Useful
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path}>
              <td>
                {page.name}
                <br />
                <span className="hint">{page.path}</span>
              </td>
              <td className="num">{page.yes}</td>
              <td className="num">{page.no}</td>
              <td className="num">{usefulShare(page.yes, page.no)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The latest comments, each with its day, page and answer, and never who wrote it. */
export function FeedbackComments({
  comments,
}: {
  comments: { day: string; name: string; path: string; answer: string; comment: string }[];
}) {
  if (comments.length === 0) return <p>No comments yet.</p>;
  return (
    <ul className="staff-comments">
      {comments.map((comment, index) => (
        <li key={index}>
          <p className="hint">
            {comment.day}, {comment.name} ({comment.path}), answered {comment.answer === "yes" ? "yes" : "no"}
          </p>
          <p className="staff-letter">{comment.comment}</p>
        </li>
      ))}
    </ul>
  );
}
