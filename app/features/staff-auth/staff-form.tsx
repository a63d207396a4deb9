import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorSummary, TextField, type TextFieldSpec } from "~/components/form-fields";
import { formErrorSummary } from "./messages";

/**
 * The shape every sign-in and password form of the back office shares: the
 * problems at the top, what the page says, then its text fields and one
 * button. `hidden` holds the form's hidden inputs, before the fields.
 */
export function StaffForm({
  id,
  lastResult,
  fields,
  firstField,
  intro,
  hidden,
  submit,
}: {
  id: string;
  lastResult: SubmissionResult | null | undefined;
  fields: readonly TextFieldSpec[];
  /** The field a refusal of the whole form links to. */
  firstField: string;
  intro?: ReactNode;
  hidden?: ReactNode;
  submit: string;
}) {
  const [form, meta] = useForm({ id, lastResult: lastResult ?? undefined });
  const byName = meta as unknown as Record<string, FieldMetadata<string | undefined>>;
  return (
    <>
      <ErrorSummary errors={formErrorSummary(form, id, firstField)} />
      {intro}
      <form method="post" {...getFormProps(form)} noValidate>
        {hidden}
        {fields.map((field) => (
          <TextField key={field.name} meta={byName[field.name]!} field={field} />
        ))}
        <button type="submit">{submit}</button>
      </form>
    </>
  );
}
