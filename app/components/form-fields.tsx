import type { InputHTMLAttributes, ReactNode } from "react";
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useLocale } from "~/i18n/use-locale";

/** One text field of a form: the data access request's, and the back office's. */
export interface TextFieldSpec {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  /**
   * "code": a one-time or recovery code, which password managers and phones can fill in.
   * "tel": a phone number, so that a phone opens its number keypad, not its letters.
   */
  input: "text" | "email" | "tel" | "date" | "textarea" | "password" | "code";
  autoComplete?: string;
}

/**
 * GOV.UK-style form parts: label, hint, error, control, with the error and
 * hint wired to the control through aria-describedby (Conform adds the error id).
 */
export function TextField({ meta, field }: { meta: FieldMetadata<string | undefined>; field: TextFieldSpec }) {
  const { t } = useLocale();
  const hintId = field.hint ? meta.descriptionId : undefined;
  const error = meta.errors?.[0];
  const shared = { required: field.required, maxLength: field.maxLength, autoComplete: field.autoComplete ?? "off" };
  // A date is typed as text, day first (23/11/2026), as GOV.UK advises for dates people know: a browser
  // date picker is missing on feature phones, and where it exists it cannot hold what a reader typed.
  const type = field.input === "email" || field.input === "password" || field.input === "tel" ? field.input : "text";
  const extra =
    field.input === "code" ? { spellCheck: false, autoCapitalize: "none" } : field.input === "password" ? { spellCheck: false } : {};
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={meta.id}>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.hint ? (
        <p className="hint" id={hintId}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={meta.errorId}>
          <span className="visually-hidden">{t.form.error} </span>
          {error}
        </p>
      ) : null}
      {field.input === "textarea" ? (
        <textarea {...getTextareaProps(meta, { ariaDescribedBy: hintId })} {...shared} rows={3} />
      ) : (
        <input {...getInputProps(meta, { type, ariaDescribedBy: hintId })} {...shared} {...extra} />
      )}
    </div>
  );
}

export interface SummaryError {
  id: string;
  message: string;
}

/** What is wrong with a form's entries, by field name (its control's id is `field-<name>`). */
export type Problems = Record<string, string>;

/** The problems as the summary above a form lists them, each linking to its field. */
export function summaryOf(problems: Problems): SummaryError[] {
  return Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
}

/** A refusal of the whole form rather than of one field (a limit reached, the database away): Conform's first form error. */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    // With an id, a form's post may land on it (its action's #id): focusable, as the browser then focuses it.
    <div className="callout callout--error" role="alert" id={id} tabIndex={id ? -1 : undefined}>
      <p>{errors[0]}</p>
    </div>
  );
}

/**
 * The list of problems at the top of a form, each linking to its field. With
 * an id, a form's post may land on it (its action's #id), and the browser focuses it there.
 */
export function ErrorSummary({ errors, id }: { errors: SummaryError[]; id?: string }) {
  const { t } = useLocale();
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} id={id}>
      <h2 id="error-summary-title">{t.form.errorSummary}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ids a control names in aria-describedby: its hint's and its error's, where it has them. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/**
 * A field for a control of any kind (a select, a file, a textarea): its
 * label, hint and error around it, GOV.UK-style. The control takes `id`, and
 * describedBy(id, hint, error) as its aria-describedby.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** A Field around one <input>, which takes the field's id and names its hint and error in aria-describedby. */
export function InputField({
  id,
  label,
  hint,
  error,
  required,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; error?: string; required?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "aria-describedby"
>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input id={id} {...input} aria-describedby={describedBy(id, hint, error)} />
    </Field>
  );
}

/** A field's or a group's hint and error, with the ids describedBy(id, hint, error) names. */
function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/** A field's or a group's error, which a screen reader announces as one ("Error: …"); nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const { t } = useLocale();
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">{t.form.error} </span>
      {error}
    </p>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
}

/**
 * A group of radios or checkboxes, GOV.UK-style: legend, hint and error, then
 * one box a choice, the group described by its hint's and error's ids
 * (`<id>-hint`, `<id>-error`). A link to the field (an error summary's) lands
 * on the first box, which takes `id` (the others `<id>-<value>`); or, with
 * `boxId`, on the fieldset, which then takes `id` and each box `boxId(value)`.
 */
export function ChoiceList({
  type,
  name,
  id,
  legend,
  hint,
  error,
  choices,
  checked,
  boxId,
  required,
}: {
  type: "radio" | "checkbox";
  name: string;
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  choices: readonly Choice[];
  checked: (value: string) => boolean;
  boxId?: (value: string) => string;
  /** A choice that must be made (radios): each input says so, as TextField's `required` does; the form's noValidate leaves the checking to the server. */
  required?: boolean;
}) {
  const idOf = (value: string, index: number) => (boxId ? boxId(value) : index === 0 ? id : `${id}-${value}`);
  return (
    <fieldset
      className={error ? "field field--error" : "field"}
      aria-describedby={describedBy(id, hint, error)}
      {...(boxId ? { id, tabIndex: -1 } : {})}
    >
      <legend>{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      {choices.map((choice, index) => (
        <div className="checkbox" key={choice.value}>
          <input
            type={type}
            id={idOf(choice.value, index)}
            name={name}
            value={choice.value}
            defaultChecked={checked(choice.value)}
            required={required}
          />
          <label htmlFor={idOf(choice.value, index)}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
