import {
  criteriaLists,
  criteriaOptions,
  locationFields,
  organisationFields,
  requesterFields,
  type DarFieldName,
} from "~/content/data-access-request-form";
import { DAR_COLUMNS, type ReceiptRow } from "~/features/requests/model.server";
import { formatFormDate } from "~/utils/form-date";

/** A stored value as the receipt shows it: dates day first, blanks said in words. */
function shown(value: string | Date | null): string {
  if (value instanceof Date) return formatFormDate(value.toISOString());
  return value ?? "Not given";
}

/** What was received, under the same labels as the form's fields; blocks not ticked are left out. */
export function receiptRows(row: ReceiptRow): [string, string][] {
  const ticked = { households: row.wantsHouseholds, individuals: row.wantsIndividuals, location: row.wantsLocation };
  const line = (field: { name: DarFieldName; label: string }): [string, string] => [field.label, shown(row[DAR_COLUMNS[field.name]])];
  const list = (key: "households" | "individuals", entries: string[]): [string, string][] =>
    ticked[key] ? [[criteriaLists[key].legend, entries.join("; ") || "None given"]] : [];
  return [
    ...organisationFields.map(line),
    [
      "Data requested",
      criteriaOptions
        .filter((option) => ticked[option.key])
        .map((option) => option.label)
        .join(", ") || "Not specified",
    ],
    ...(ticked.location ? locationFields.map(line) : []),
    ...list("households", row.householdCriteria),
    ...list("individuals", row.individualCriteria),
    ...requesterFields.map(line),
  ];
}
