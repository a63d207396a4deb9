import { en } from "~/i18n/messages/en";
/**
 * The Data Access Request Form (DARF), field by field, as the office's paper
 * form has it: organisation, the data wanted (households, individuals,
 * location, each with its own block), the requester. The web form, its server
 * schema, the receipt and the printable PDF are all built from these lists, so
 * they never drift apart. Required: the organisation's name, office address
 * and sector; the e-mail address, if given, must look like one.
 */

export interface DarTextField {
  /** The name in the API's JSON object; nested names use dots (`location.state`). */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  input: "text" | "email" | "date" | "textarea";
  autoComplete?: string;
  /** Shown when a required field is left empty. */
  requiredMessage?: string;
}

export const organisationFields = [
  {
    name: "organizationName",
    label: "Name of organisation",
    required: true,
    maxLength: 200,
    input: "text",
    autoComplete: "organization",
    requiredMessage: "Enter the name of your organisation.",
  },
  {
    name: "officeAddress",
    label: "Office address",
    required: true,
    maxLength: 500,
    input: "textarea",
    autoComplete: "street-address",
    requiredMessage: "Enter the office address of your organisation.",
  },
  {
    name: "emailAddress",
    label: "E-mail address",
    hint: "Optional. We use it only to reply about this request.",
    maxLength: 254,
    input: "email",
    autoComplete: "email",
  },
  {
    name: "sector",
    label: "Sector",
    hint: "For example government, non-governmental organisation, development partner, research or academia.",
    required: true,
    maxLength: 120,
    input: "text",
    requiredMessage: "Enter the sector your organisation works in.",
  },
] as const satisfies readonly DarTextField[];

export type CriterionKey = "households" | "individuals" | "location";

export const criteriaOptions: readonly { key: CriterionKey; label: string }[] = [
  { key: "households", label: "Households" },
  { key: "individuals", label: "Individuals" },
  { key: "location", label: "Location" },
];

export const locationFields = [
  { name: "location.state", label: "State", hint: 'If country wide, write "all states".', maxLength: 500, input: "text" },
  { name: "location.lgas", label: "LGAs", hint: 'If state wide, write "all LGAs".', maxLength: 500, input: "text" },
  { name: "location.wards", label: "Wards", hint: 'If LGA wide, write "all Wards".', maxLength: 500, input: "text" },
  { name: "location.communities", label: "Communities", maxLength: 500, input: "text" },
] as const satisfies readonly DarTextField[];

/** Each criteria list has exactly ten numbered entries, as on the paper form. */
export const CRITERIA_ENTRIES = 10;
export const CRITERION_MAX_LENGTH = 300;

export const criteriaLists = {
  households: {
    name: "householdCriteria",
    legend: "Household criteria",
    note: "Poverty status may be given as a range of deciles from the 1st to the 10th, the 1st being the poorest.",
  },
  individuals: {
    name: "individualCriteria",
    legend: "Individual criteria",
    note: "Give the attributes of the individuals you need, such as age, vocation or educational qualification.",
  },
} as const;

/** The numbered entries of a criteria list, "Household criterion 1" to "… 10". */
export function criterionFields(key: keyof typeof criteriaLists): DarTextField[] {
  const list = criteriaLists[key];
  return Array.from({ length: CRITERIA_ENTRIES }, (_, index) => ({
    name: `${list.name}[${index}]`,
    label: `${list.legend.replace(/ criteria$/, "")} criterion ${index + 1}`,
    maxLength: CRITERION_MAX_LENGTH,
    input: "text",
  }));
}

/**
 * Beyond the paper form's fields (issue 35): what the office checks each
 * request against, "for compliance, purpose and data protection". All
 * optional, so the API's earlier callers are not refused.
 */
export const useFields = [
  {
    name: "purpose",
    label: "What the data is for",
    hint: "Optional. The programme, study or decision the data will serve.",
    maxLength: 2000,
    input: "textarea",
  },
  {
    name: "dataPeriod",
    label: "The period the data should cover",
    hint: "Optional. For example, 2021 to 2024, or the latest figures.",
    maxLength: 200,
    input: "text",
  },
  {
    name: "dataFormat",
    label: "The format you want",
    hint: "Optional. For example, anonymised household records in a spreadsheet, or totals by LGA.",
    maxLength: 200,
    input: "text",
  },
  {
    name: "dataProtection",
    label: "How you will protect the data, and how long you will keep it",
    hint: "Optional. Who will see it, where it will be stored, and when you will delete it.",
    maxLength: 2000,
    input: "textarea",
  },
] as const satisfies readonly DarTextField[];

export const USE_FIELDS_HEADING = "How the data will be used";

export const requesterFields = [
  { name: "requesterName", label: "Name of requester", maxLength: 200, input: "text", autoComplete: "name" },
  {
    name: "designation",
    label: "Designation",
    hint: "Your position in the organisation.",
    maxLength: 200,
    input: "text",
    autoComplete: "organization-title",
  },
  { name: "date", label: "Date", hint: "Day, month and year, for example 23/11/2026.", maxLength: 10, input: "date" },
] as const satisfies readonly DarTextField[];

export const darIntro =
  "Government agencies, non-governmental organisations and development partners can request data from the National Social Register (NSR). Tell us who you are and what data you need. Fields marked * are required.";

/** What happens after a request: the same words as the acknowledgement's (i18n/messages/en.ts). */
export const darNextSteps: readonly string[] = [en.mail.ackStep1, en.mail.ackStep2, en.mail.ackStep3];

export const DAR_SUCCESS_MESSAGE = "Form submitted successfully!";
export const DAR_FAILURE_MESSAGE = "Form submission failed. Please try again later.";

/** The name of every text field of the form: also the keys of the API's JSON object, with dots for nesting. */
export type DarFieldName = (typeof organisationFields | typeof locationFields | typeof useFields | typeof requesterFields)[number]["name"];

const allTextFields: readonly DarTextField[] = [...organisationFields, ...locationFields, ...useFields, ...requesterFields];

/** A text field's definition, by name. */
export function darField(name: DarFieldName): DarTextField {
  const field = allTextFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No form field is named ${name}`);
  return field;
}
