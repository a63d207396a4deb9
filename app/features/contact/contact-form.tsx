import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ErrorSummary, FormError, TextField, type SummaryError, type TextFieldSpec } from "~/components/form-fields";
import { CONTACT_LIMITS, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from "~/content/contact-page";
import { Honeypot } from "~/features/forms/honeypot-field";
import { paths } from "~/site/paths";

export const CONTACT_FORM_ID = "contact";
/** The form's heading: a refused post lands here, and so does a link to report a problem with a page. */
export const CONTACT_FORM_ANCHOR = "message";

const TEXT_FIELDS: TextFieldSpec[] = [
  {
    name: "page",
    label: "Which page? (optional)",
    hint: "Its address or its title, if your message is about a page.",
    maxLength: CONTACT_LIMITS.page,
    input: "text",
  },
  { name: "message", label: "Your message", required: true, maxLength: CONTACT_LIMITS.message, input: "textarea" },
  { name: "name", label: "Your name (optional)", maxLength: CONTACT_LIMITS.name, input: "text", autoComplete: "name" },
  {
    name: "replyTo",
    label: "Your e-mail address (optional)",
    hint: "Only if you would like a reply. We use it for nothing else.",
    maxLength: CONTACT_LIMITS.replyTo,
    input: "email",
    autoComplete: "email",
  },
];

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
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      <form method="post" action={`${paths.contact}#${CONTACT_FORM_ANCHOR}`} {...getFormProps(form)} noValidate className="contact-form">
        <fieldset className={kind.errors ? "field field--error" : "field"} aria-describedby={kind.errors ? kind.errorId : undefined}>
          <legend>What is your message about?</legend>
          {kind.errors ? (
            <p className="field__error" id={kind.errorId}>
              <span className="visually-hidden">Error: </span>
              {kind.errors[0]}
            </p>
          ) : null}
          {MESSAGE_KINDS.map((value, index) => {
            const id = index === 0 ? kind.id : `${kind.id}-${value}`;
            return (
              <div className="checkbox" key={value}>
                <input type="radio" name={kind.name} value={value} id={id} defaultChecked={kind.initialValue === value} />
                <label htmlFor={id}>{MESSAGE_KIND_LABELS[value]}</label>
              </div>
            );
          })}
        </fieldset>
        {TEXT_FIELDS.map((field) => (
          <TextField key={field.name} meta={fieldset[field.name]!} field={field} />
        ))}
        <Honeypot />
        <button type="submit">Send message</button>
      </form>
    </>
  );
}
