import { ErrorSummary, InputField } from "~/components/form-fields";
import { STATUS_FIELDS } from "~/site/query-params";

/** The words of a status page's form, in the page's language. */
export interface StatusLookupWords {
  statusIntro: string;
  referenceLabel: string;
  referenceHint: string;
  codeLabel: string;
  codeHint: string;
  check: string;
}

/** Both fields take what people copy from a letter or a screen, spaces and case as they come. */
const FIELD_PROPS = { maxLength: 40, autoComplete: "off", spellCheck: false, autoCapitalize: "characters" } as const;

/**
 * The form of a status page that opens one case with its reference and the code from its
 * acknowledgement (a data access request's, a grievance's): its problems summarised above it,
 * the entries kept. `action` is the page's own address with the anchor `#id`: the page's report
 * carries that id when a case is found, and this form's block when not, so that without script a
 * refusal (400, 404, 429) lands on its problems as a found case lands on its report.
 */
export function StatusLookupForm({
  id,
  action,
  words,
  entries,
  problems,
}: {
  id: string;
  action: string;
  words: StatusLookupWords;
  entries: { reference: string; code: string };
  problems: Partial<Record<"form" | "reference" | "code", string>>;
}) {
  const summary = (["form", "reference", "code"] as const)
    .filter((name) => problems[name])
    .map((name) => ({ id: name === "form" ? "field-reference" : `field-${name}`, message: problems[name]! }));
  return (
    <div id={id} tabIndex={-1}>
      <ErrorSummary errors={summary} />
      <p>{words.statusIntro}</p>
      <form method="post" action={action} className="request-status-form" noValidate>
        <InputField
          id="field-reference"
          label={words.referenceLabel}
          hint={words.referenceHint}
          error={problems.reference}
          name={STATUS_FIELDS.reference}
          defaultValue={entries.reference}
          {...FIELD_PROPS}
        />
        <InputField
          id="field-code"
          label={words.codeLabel}
          hint={words.codeHint}
          error={problems.code}
          name={STATUS_FIELDS.code}
          defaultValue={entries.code}
          {...FIELD_PROPS}
        />
        <button type="submit">{words.check}</button>
      </form>
    </div>
  );
}
