import { quietFormMark } from "~/features/stale-pages/marks";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { ErrorSummary, FormError, type SummaryError } from "~/components/form-fields";
import { FEEDBACK_COMMENT_LIMIT } from "~/content/contact-page";
import { CONTACT_FORM_ANCHOR } from "~/features/contact/contact-form";
import { Honeypot } from "~/features/forms/honeypot-field";
import { paths } from "~/site/paths";
import { useLocale } from "~/i18n/use-locale";
import { PAGE_FEEDBACK_ANCHOR, pageFeedbackPath } from "./pages";

const FORM_ID = "page-feedback-form";

/**
 * "Was this page useful?" at the foot of a page of content. A plain form with
 * no per-reader token, so the page around it stays the same bytes for every
 * reader and can be cached: a cross-site post is refused by its Origin, as
 * the newsletter form's is (server/http/security.ts).
 */
export function PageFeedbackForm({ path, lastResult }: { path: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ useful: string; comment: string }>({ id: FORM_ID, lastResult });
  const { useful, comment } = fields;
  const summary: SummaryError[] = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));
  const hintId = `${comment.id}-hint`;
  const { t, href, locale } = useLocale();
  return (
    <section className="page-feedback" id={PAGE_FEEDBACK_ANCHOR} aria-label={t.feedback.region}>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      <form method="post" action={pageFeedbackPath(path, locale)} {...getFormProps(form)} noValidate {...quietFormMark}>
        <fieldset className={useful.errors ? "field field--error" : "field"} aria-describedby={useful.errors ? useful.errorId : undefined}>
          <legend>{t.feedback.question}</legend>
          {useful.errors ? (
            <p className="field__error" id={useful.errorId}>
              <span className="visually-hidden">{t.form.error} </span>
              {useful.errors[0]}
            </p>
          ) : null}
          <div className="page-feedback__answers">
            {(["yes", "no"] as const).map((value, index) => {
              const id = index === 0 ? useful.id : `${useful.id}-${value}`;
              return (
                <div className="checkbox" key={value}>
                  <input type="radio" name={useful.name} value={value} id={id} defaultChecked={useful.initialValue === value} />
                  <label htmlFor={id}>{value === "yes" ? t.feedback.yes : t.feedback.no}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className={comment.errors ? "field field--error" : "field"}>
          <label htmlFor={comment.id}>{t.feedback.comment}</label>
          <p className="hint" id={hintId}>
            {t.feedback.commentHint}
          </p>
          {comment.errors ? (
            <p className="field__error" id={comment.errorId}>
              <span className="visually-hidden">{t.form.error} </span>
              {comment.errors[0]}
            </p>
          ) : null}
          <textarea {...getTextareaProps(comment, { ariaDescribedBy: hintId })} maxLength={FEEDBACK_COMMENT_LIMIT} rows={2} />
        </div>
        <Honeypot />
        <button type="submit" className="button--secondary">
          {t.feedback.send}
        </button>
      </form>
      <p className="page-feedback__report">
        {t.feedback.toGetAReply}{" "}
        <a href={`${href(paths.contact)}?page=${encodeURIComponent(path)}#${CONTACT_FORM_ANCHOR}`}>{t.feedback.reportProblem}</a>.
      </p>
    </section>
  );
}
