import { describedBy, Field } from "~/components/form-fields";

/**
 * A text box or an input of a back-office form, GOV.UK-style, which keeps what was typed
 * when the post is refused. Its control's id is `field-<name>`, as the problems' summary links it.
 */
export function KeptField({
  name,
  label,
  hint,
  error,
  value,
  rows,
  maxLength,
  spellCheck,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** A text box of this many rows; without, a one-line input. */
  rows?: number;
  maxLength?: number;
  spellCheck?: boolean;
}) {
  const id = `field-${name}`;
  const control = { id, name, defaultValue: value, "aria-describedby": describedBy(id, hint, error) };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {rows ? <textarea {...control} rows={rows} maxLength={maxLength} spellCheck={spellCheck} /> : <input {...control} />}
    </Field>
  );
}
