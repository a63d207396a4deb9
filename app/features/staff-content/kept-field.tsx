import { describedBy, Field, InputField } from "~/components/form-fields";

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
  if (!rows) return <InputField id={id} name={name} label={label} hint={hint} error={error} defaultValue={value} />;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        aria-describedby={describedBy(id, hint, error)}
        rows={rows}
        maxLength={maxLength}
        spellCheck={spellCheck}
      />
    </Field>
  );
}
