import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { feedbackPageName } from "~/features/page-feedback/pages";
import { pageFeedbackSummary } from "~/features/page-feedback/staff-feedback.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Was this page useful?");

/** Counts and anonymous comments: anyone signed in may see them, as page views (staff_page_feedback checks the session). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  const { pages, comments } = await pageFeedbackSummary(member);
  return {
    pages: pages.map((page) => ({ ...page, name: feedbackPageName(page.path) })),
    comments: comments.map((comment) => ({ ...comment, name: feedbackPageName(comment.path) })),
  };
}

const percent = (yes: number, no: number) => `${Math.round((100 * yes) / Math.max(1, yes + no))}%`;

export default function StaffFeedback() {
  const { pages, comments } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Was this page useful?">
      <p>
        Readers&rsquo; answers at the foot of each page of content, and what they added. Nothing here says who answered: the site keeps no
        address or cookie with an answer. Pages with the most &ldquo;no&rdquo; answers come first.
      </p>
      <h2 id="pages-caption">Answers per page</h2>
      {pages.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <ScrollRegion labelledBy="pages-caption">
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
                  <td className="num">{percent(page.yes, page.no)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <h2>Latest comments</h2>
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
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
      )}
    </StaffPage>
  );
}
