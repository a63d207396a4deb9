import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { feedbackPageName } from "~/features/page-feedback/pages";
import { FeedbackComments, FeedbackTable } from "~/features/page-feedback/staff-feedback-view";
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

export default function StaffFeedback() {
  const { pages, comments } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Was this page useful?">
      <p>
        Readers&rsquo; answers at the foot of each page of content, and what they added. Nothing here says who answered: the site keeps no
        address or cookie with an answer. Pages with the most &ldquo;no&rdquo; answers come first.
      </p>
      <h2 id="pages-caption">Answers per page</h2>
      <FeedbackTable pages={pages} labelledBy="pages-caption" />
      <h2>Latest comments</h2>
      <FeedbackComments comments={comments} />
    </StaffPage>
  );
}
