import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ErrorSummary, FormError, TextField, type SummaryError, type TextFieldSpec } from "~/components/form-fields";
import { CONTACT_LIMITS, MESSAGE_KINDS } from "~/content/contact-page";
import type { Messages } from "~/i18n/messages/en";
import { useLocale } from "~/i18n/use-locale";
import { Honeypot } from "~/features/forms/honeypot-field";
import { paths } from "~/site/paths";

export const CONTACT_FORM_ID = "contact";
/** The form's heading: a refused post lands here, and so does a link to report a problem with a page. */
export const CONTACT_FORM_ANCHOR = "message";

/** The text fields, labelled in the page's language. */
function textFields({ contact }: Pick<Messages, "contact">): TextFieldSpec[] {
  return [
    { name: "page", label: contact.pageLabel, hint: contact.pageHint, maxLength: CONTACT_LIMITS.page, input: "text" },
    { name: "message", label: contact.messageLabel, required: true, maxLength: CONTACT_LIMITS.message, input: "textarea" },
    { name: "name", label: contact.nameLabel, maxLength: CONTACT_LIMITS.name, input: "text", autoComplete: "name" },
    {
      name: "replyTo",
      label: contact.replyToLabel,
      hint: contact.replyToHint,
      maxLength: CONTACT_LIMITS.replyTo,
      input: "email",
      autoComplete: "email",
    },
  ];
}

/**
 * The contact form: a plain HTML form that posts to /contact, checked on the
 * server, which sends back any problems with what was typed still in place.
 */
export function ContactForm({ lastResult, page }: { lastResult?: SubmissionResult<string[]>; page?: string }) {
  const [form, fields] = useForm<{ kind: string; page: string; message: string; name: string; replyTo: string }>({
    id: CONTACT_FORM_ID,
    lastResult,
    defaultValue: page ? { kind: "problem", page } : undefined,
  });
  const fieldset = form.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>;
  const summary: SummaryError[] = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${CONTACT_FORM_ID}-${name}`, message: messages[0] ?? "" }));
  const kind = fields.kind;
  const { t, href } = useLocale();
  const kindLabels = { problem: t.contact.kindProblem, question: t.contact.kindQuestion };
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      <form
        method="post"
        action={`${href(paths.contact)}#${CONTACT_FORM_ANCHOR}`}
        {...getFormProps(form)}
        noValidate
        className="contact-form"
      >
        <fieldset className={kind.errors ? "field field--error" : "field"} aria-describedby={kind.errors ? kind.errorId : undefined}>
          <legend>{t.contact.kindLegend}</legend>
          {kind.errors ? (
            <p className="field__error" id={kind.errorId}>
              <span className="visually-hidden">{t.form.error} </span>
              {kind.errors[0]}
            </p>
          ) : null}
          {MESSAGE_KINDS.map((value, index) => {
            const id = index === 0 ? kind.id : `${kind.id}-${value}`;
            return (
              <div className="checkbox" key={value}>
                <input type="radio" name={kind.name} value={value} id={id} defaultChecked={kind.initialValue === value} />
                <label htmlFor={id}>{kindLabels[value]}</label>
              </div>
            );
          })}
        </fieldset>
        {textFields(t).map((field) => (
          <TextField key={field.name} meta={fieldset[field.name]!} field={field} />
        ))}
        <Honeypot />
        <button type="submit">{t.contact.send}</button>
      </form>
    </>
  );
}
