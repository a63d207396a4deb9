import {
  criteriaListsIn,
  criteriaOptionsIn,
  locationFieldsIn,
  organisationFieldsIn,
  phoneFieldIn,
  requesterFieldsIn,
  purposeFieldsIn,
  type DarFieldName,
  type DarWords,
} from "~/content/data-access-request-form";
import { en, type Messages } from "~/i18n/messages/en";
import { DAR_COLUMNS, type ReceiptRow } from "~/features/requests/model.server";
import { formatFormDate } from "~/utils/form-date";

/** A stored value as the receipt shows it: dates day first, blanks said in words. */
function shown(value: string | Date | null, dar: DarWords): string {
  if (value instanceof Date) return formatFormDate(value.toISOString());
  return value ?? dar.notGiven;
}

/** The fields that reach a person: the back office shows them only on request, and logs each look. */
export const CONTACT_FIELDS: readonly DarFieldName[] = ["officeAddress", "emailAddress", "requesterName", "designation"];

/**
 * What was received, under the same labels as the form's fields; blocks not
 * ticked are left out, and contact details too when `withContact` is false.
 * In English (the back office's and the mails') unless `words` gives a page's language.
 */
export function receiptRows(
  row: ReceiptRow,
  { withContact = true, words = en }: { withContact?: boolean; words?: Pick<Messages, "dar" | "grievanceForm"> } = {},
): [string, string][] {
  const { dar } = words;
  const ticked = { households: row.wantsHouseholds, individuals: row.wantsIndividuals, location: row.wantsLocation };
  const shownField = (field: { name: DarFieldName }) => withContact || !CONTACT_FIELDS.includes(field.name);
  const line = (field: { name: DarFieldName; label: string }): [string, string] => [field.label, shown(row[DAR_COLUMNS[field.name]], dar)];
  const list = (key: "households" | "individuals", entries: string[]): [string, string][] =>
    ticked[key] ? [[criteriaListsIn(dar)[key].legend, entries.join("; ") || dar.noneGiven]] : [];
  // The phone number, a contact detail, after the e-mail address: only when one was given (the form asks for it only where SMS is sent).
  const phone: [string, string][] = withContact && row.phone ? [[phoneFieldIn(words).label, row.phone]] : [];
  return [
    ...organisationFieldsIn(dar)
      .filter(shownField)
      .flatMap((field) => (field.name === "emailAddress" ? [line(field), ...phone] : [line(field)])),
    [
      dar.dataRequested,
      criteriaOptionsIn(dar)
        .filter((option) => ticked[option.key])
        .map((option) => option.label)
        .join(", ") || dar.notSpecified,
    ],
    ...(ticked.location ? locationFieldsIn(dar).map(line) : []),
    ...list("households", row.householdCriteria),
    ...list("individuals", row.individualCriteria),
    ...purposeFieldsIn(dar).map(line),
    ...requesterFieldsIn(dar).filter(shownField).map(line),
  ];
}

/** The receipt's fields from a request's row as the database gives it in JSON (its snake_case column names). */
export function receiptRowFromColumns(json: Record<string, unknown>): ReceiptRow {
  const text = (name: string) => {
    const value = json[name];
    return typeof value === "string" ? value : null;
  };
  const list = (name: string) => (Array.isArray(json[name]) ? (json[name] as string[]) : []);
  const date = text("request_date");
  return {
    reference: text("reference") ?? "",
    organizationName: text("organization_name"),
    officeAddress: text("office_address"),
    emailAddress: text("email_address"),
    phone: text("phone"),
    sector: text("sector") ?? "",
    wantsHouseholds: json.wants_households === true,
    wantsIndividuals: json.wants_individuals === true,
    wantsLocation: json.wants_location === true,
    locationState: text("location_state"),
    locationLgas: text("location_lgas"),
    locationWards: text("location_wards"),
    locationCommunities: text("location_communities"),
    householdCriteria: list("household_criteria"),
    individualCriteria: list("individual_criteria"),
    purpose: text("purpose"),
    dataPeriod: text("data_period"),
    dataFormat: text("data_format"),
    dataProtection: text("data_protection"),
    requesterName: text("requester_name"),
    designation: text("designation"),
    requestDate: date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null,
  };
}
