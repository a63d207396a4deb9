import { format } from "~/i18n/format";
import { PHONE_TYPED_MAX_LENGTH } from "~/utils/phone";
import { en, type Messages } from "~/i18n/messages/en";

/**
 * The Data Access Request Form (DARF), field by field, as the office's paper
 * form has it: organisation, the data wanted (households, individuals,
 * location, each with its own block), the requester. The web form, its server
 * schema, the receipt and the printable PDF are all built from these lists, so
 * they never drift apart. Required: the organisation's name, office address
 * and sector; the e-mail address, if given, must look like one. Their words
 * are in i18n/messages ("dar"): the web form speaks its page's language; the
 * PDF, the API, the back office and the office's mails use the English lists
 * exported here.
 */

export interface DarTextField {
  /** The name in the API's JSON object; nested names use dots (`location.state`). */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  input: "text" | "email" | "tel" | "date" | "textarea";
  autoComplete?: string;
  /** Shown when a required field is left empty. */
  requiredMessage?: string;
}

/** The form's words in one language (i18n/messages, "dar"); English unless a page asks for another. */
export type DarWords = Messages["dar"];

/** The organisation's block, labelled in one language. */
export function organisationFieldsIn(dar: DarWords) {
  return [
    {
      name: "organizationName",
      label: dar.organizationName,
      required: true,
      maxLength: 200,
      input: "text",
      autoComplete: "organization",
      requiredMessage: dar.organizationNameMissing,
    },
    {
      name: "officeAddress",
      label: dar.officeAddress,
      required: true,
      maxLength: 500,
      input: "textarea",
      autoComplete: "street-address",
      requiredMessage: dar.officeAddressMissing,
    },
    { name: "emailAddress", label: dar.emailAddress, hint: dar.emailAddressHint, maxLength: 254, input: "email", autoComplete: "email" },
    {
      name: "sector",
      label: dar.sector,
      hint: dar.sectorHint,
      required: true,
      maxLength: 120,
      input: "text",
      requiredMessage: dar.sectorMissing,
    },
  ] as const satisfies readonly DarTextField[];
}

export const organisationFields = organisationFieldsIn(en.dar);

/**
 * Beyond the paper form (issue 51): a phone number, for a text message with the reference, shown
 * after the e-mail address only where the site sends text messages (features/requests/phone.server.ts).
 * Its label and its check's message are the grievance form's; its limit allows typed spaces and dashes.
 */
export function phoneFieldIn(words: Pick<Messages, "dar" | "grievanceForm">) {
  return {
    name: "phone",
    label: words.grievanceForm.phoneLabel,
    hint: words.dar.phoneHint,
    maxLength: PHONE_TYPED_MAX_LENGTH,
    input: "tel",
    autoComplete: "tel",
  } as const satisfies DarTextField;
}

export const phoneField = phoneFieldIn(en);

export type CriterionKey = "households" | "individuals" | "location";

export function criteriaOptionsIn(dar: DarWords): readonly { key: CriterionKey; label: string }[] {
  return [
    { key: "households", label: dar.households },
    { key: "individuals", label: dar.individuals },
    { key: "location", label: dar.location },
  ];
}

export const criteriaOptions = criteriaOptionsIn(en.dar);

export function locationFieldsIn(dar: DarWords) {
  return [
    { name: "location.state", label: dar.state, hint: dar.stateHint, maxLength: 500, input: "text" },
    { name: "location.lgas", label: dar.lgas, hint: dar.lgasHint, maxLength: 500, input: "text" },
    { name: "location.wards", label: dar.wards, hint: dar.wardsHint, maxLength: 500, input: "text" },
    { name: "location.communities", label: dar.communities, maxLength: 500, input: "text" },
  ] as const satisfies readonly DarTextField[];
}

export const locationFields = locationFieldsIn(en.dar);

/** Each criteria list has exactly ten numbered entries, as on the paper form. */
export const CRITERIA_ENTRIES = 10;
export const CRITERION_MAX_LENGTH = 300;

export function criteriaListsIn(dar: DarWords) {
  return {
    households: { name: "householdCriteria", legend: dar.householdCriteria, note: dar.householdNote, entry: dar.householdCriterion },
    individuals: { name: "individualCriteria", legend: dar.individualCriteria, note: dar.individualNote, entry: dar.individualCriterion },
  } as const;
}

export const criteriaLists = criteriaListsIn(en.dar);

/** The numbered entries of a criteria list, "Household criterion 1" to "… 10". */
export function criterionFields(key: keyof typeof criteriaLists, dar: DarWords = en.dar): DarTextField[] {
  const list = criteriaListsIn(dar)[key];
  return Array.from({ length: CRITERIA_ENTRIES }, (_, index) => ({
    name: `${list.name}[${index}]`,
    label: format(list.entry, { number: index + 1 }),
    maxLength: CRITERION_MAX_LENGTH,
    input: "text",
  }));
}

/**
 * Beyond the paper form's fields (issue 35): what the office checks each
 * request against, "for compliance, purpose and data protection". All
 * optional, so the API's earlier callers are not refused.
 */
export function purposeFieldsIn(dar: DarWords) {
  return [
    { name: "purpose", label: dar.purpose, hint: dar.purposeHint, maxLength: 2000, input: "textarea" },
    { name: "dataPeriod", label: dar.dataPeriod, hint: dar.dataPeriodHint, maxLength: 200, input: "text" },
    { name: "dataFormat", label: dar.dataFormat, hint: dar.dataFormatHint, maxLength: 200, input: "text" },
    { name: "dataProtection", label: dar.dataProtection, hint: dar.dataProtectionHint, maxLength: 2000, input: "textarea" },
  ] as const satisfies readonly DarTextField[];
}

export const useFields = purposeFieldsIn(en.dar);

export const USE_FIELDS_HEADING = en.dar.useLegend;

export function requesterFieldsIn(dar: DarWords) {
  return [
    { name: "requesterName", label: dar.requesterName, maxLength: 200, input: "text", autoComplete: "name" },
    {
      name: "designation",
      label: dar.designation,
      hint: dar.designationHint,
      maxLength: 200,
      input: "text",
      autoComplete: "organization-title",
    },
    { name: "date", label: dar.date, hint: dar.dateHint, maxLength: 10, input: "date" },
  ] as const satisfies readonly DarTextField[];
}

export const requesterFields = requesterFieldsIn(en.dar);

export const darIntro = en.dar.intro;

/** The API's answers, in English (the API speaks English whatever the caller). */
export const DAR_SUCCESS_MESSAGE = en.dar.submitted;

/** The name of every text field of the form: also the keys of the API's JSON object, with dots for nesting. */
export type DarFieldName = (typeof organisationFields | typeof locationFields | typeof useFields | typeof requesterFields)[number]["name"];

/** A text field's definition, by name, in one language. */
export function darField(name: DarFieldName, dar: DarWords = en.dar): DarTextField {
  const allTextFields: readonly DarTextField[] = [
    ...organisationFieldsIn(dar),
    ...locationFieldsIn(dar),
    ...purposeFieldsIn(dar),
    ...requesterFieldsIn(dar),
  ];
  const field = allTextFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No form field is named ${name}`);
  return field;
}
