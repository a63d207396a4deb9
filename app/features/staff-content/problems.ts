import type { SummaryError } from "~/components/form-fields";

/** What is wrong with a back-office form's entries, by field name (its control's id is `field-<name>`). */
export type Problems = Record<string, string>;

/** The problems as the summary above a form lists them, each linking to its field. */
export function summaryOf(problems: Problems): SummaryError[] {
  return Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
}
