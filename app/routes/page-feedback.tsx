import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { furnitureState } from "~/i18n/translation-state";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import { PageFeedbackForm } from "~/features/page-feedback/page-feedback-form";
import { feedbackPageName, isFeedbackPage, PAGE_FEEDBACK_ANCHOR, pageFeedbackPath } from "~/features/page-feedback/pages";
import { pageFeedbackSchema } from "~/features/page-feedback/schema.server";
import { recordPageFeedback } from "~/features/page-feedback/service.server";
import { format } from "~/i18n/format";
import { routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";

/** The page the answer is about (its English address), and the language it was asked in. */
function answerFor(request: Request) {
  const url = new URL(request.url);
  return { page: url.searchParams.get("page"), locale: routeLocale(request).locale };
}

/** The thank-you, with the way back to the page the answer was about. */
export function loader({ request }: LoaderFunctionArgs) {
  const { page, locale } = answerFor(request);
  if (!isFeedbackPage(page)) throw new Response("Not found", { status: 404 });
  return { page, translation: furnitureState(locale) };
}

/**
 * An answer from the foot of a page, which names itself in the address it
 * posts to (so this route's loader knows the page too), under the prefix of
 * the page's language. Counted against the English page, then
 * Post/Redirect/Get to the thank-you at the same address; a post with no answer chosen comes back here as a 400 with the
 * question again and the comment as typed. An answer about an address that is
 * not a page of content is refused (400) and nothing is counted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { page, locale } = answerFor(request);
  const words = messages[locale];
  if (!isFeedbackPage(page)) throw new Response(words.feedback.unknownPage, { status: 400 });
  const formData = await readFormData(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  const submission = parseWithZod(formData, { schema: pageFeedbackSchema(words) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await recordPageFeedback(page, submission.value, context.clientAddress, words);
  if (outcome.status !== 200) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  throw redirect(pageFeedbackPath(page, locale), 303);
}

/** A refusal over the limit says when to try again. */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaWords(matches).messages.feedback.metaTitle} – NASSCO` },
  { name: "robots", content: "noindex" },
];

export default function PageFeedback() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, pages, href } = useLocale();
  const name = feedbackPageName(page, pages);
  const back = (
    <p>
      <a href={`${href(page)}#${PAGE_FEEDBACK_ANCHOR}`}>{format(t.feedback.backTo, { page: name })}</a>
    </p>
  );
  if (actionData) {
    return (
      <PageFrame hero={{ title: format(t.feedback.feedbackOn, { page: name }) }}>
        <div className="container">
          <PageFeedbackForm path={page} lastResult={actionData.result} />
          {back}
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame hero={{ title: t.feedback.thanksTitle }}>
      <div className="container">
        <div className="confirmation" role="status">
          <p className="confirmation__title">{format(t.feedback.counted, { page: name })}</p>
        </div>
        <p>{t.feedback.staffSee}</p>
        {back}
      </div>
    </PageFrame>
  );
}
