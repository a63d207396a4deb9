import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { FEEDBACK_MESSAGES } from "~/content/contact-page";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { PageFeedbackForm } from "~/features/page-feedback/page-feedback-form";
import { feedbackPageName, isFeedbackPage, PAGE_FEEDBACK_ANCHOR, pageFeedbackPath } from "~/features/page-feedback/pages";
import { pageFeedbackSchema } from "~/features/page-feedback/schema.server";
import { recordPageFeedback } from "~/features/page-feedback/service.server";

/** The thank-you, with the way back to the page the answer was about. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get("page");
  if (!isFeedbackPage(page)) throw new Response("Not found", { status: 404 });
  return { page, name: feedbackPageName(page) };
}

/**
 * An answer from the foot of a page, which names itself in the address it
 * posts to (so this route's loader knows the page too). Counted, then
 * Post/Redirect/Get to the thank-you at the same address; a post with no answer chosen comes back here as a 400 with the
 * question again and the comment as typed. An answer about an address that is
 * not a page of content is refused (400) and nothing is counted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = new URL(request.url).searchParams.get("page");
  if (!isFeedbackPage(page)) throw new Response(FEEDBACK_MESSAGES.unknownPage, { status: 400 });
  const formData = await readFormData(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) throw redirect(pageFeedbackPath(page), 303);
  formData.delete(HONEYPOT_FIELD);
  const submission = parseWithZod(formData, { schema: pageFeedbackSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await recordPageFeedback(page, submission.value, context.clientAddress);
  if (outcome.status !== 200) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  throw redirect(pageFeedbackPath(page), 303);
}

/** A refusal over the limit says when to try again. */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = () => [{ title: "Feedback on a page – NASSCO" }, { name: "robots", content: "noindex" }];

export default function PageFeedback() {
  const { page, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const back = (
    <p>
      <a href={`${page}#${PAGE_FEEDBACK_ANCHOR}`}>Back to {name}</a>
    </p>
  );
  if (actionData) {
    return (
      <PageFrame hero={{ title: `Feedback on ${name}` }}>
        <div className="container">
          <PageFeedbackForm path={page} lastResult={actionData.result} />
          {back}
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame hero={{ title: "Thank you for your feedback" }}>
      <div className="container">
        <div className="confirmation" role="status">
          <p className="confirmation__title">Your answer about {name} has been counted.</p>
        </div>
        <p>Our staff see the answers and comments for each page, and use them to improve it.</p>
        {back}
      </div>
    </PageFrame>
  );
}
