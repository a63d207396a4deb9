import { z } from "zod";
import {
  CRITERIA_ENTRIES,
  CRITERION_MAX_LENGTH,
  criteriaLists,
  darField,
  phoneFieldIn,
  type DarFieldName,
} from "~/content/data-access-request-form";
import { format } from "~/i18n/format";
import { en, type Messages } from "~/i18n/messages/en";
import { parseFormDate } from "~/utils/form-date";
import { optionalEmail, optionalPhone, optionalText, requiredText } from "~/features/forms/text-fields.server";

/**
 * The one schema for a data access request, from the web form (through
 * Conform) and from `POST /api/data-access-request` (its JSON object, docs/product.md, "Calls").
 * Labels, limits and messages come from the form's own field list.
 */

/** A ticked box arrives as "on" from a form and as `true` in JSON. */
const tick = z
  .union([z.boolean(), z.literal("on").transform(() => true)], {
    error: "Must be true or false.",
  })
  .optional()
  .transform((value) => value ?? false);

/** The schema, its messages in the language of the form (the labels and checks of i18n/messages, "dar" and "form"). */
export function darRequestSchema(words: Messages) {
  const { dar, form } = words;

  function required(name: DarFieldName) {
    const field = darField(name, dar);
    return requiredText(field.label, field.maxLength, field.requiredMessage ?? `Enter the ${field.label.toLowerCase()}.`, form);
  }

  function optional(name: DarFieldName) {
    const field = darField(name, dar);
    return optionalText(field.label, field.maxLength, form);
  }

  /** A date typed day first (23/11/2026) or sent as 2026-11-23, stored as YYYY-MM-DD. */
  function formDate(name: DarFieldName) {
    return optional(name).transform((value, context) => {
      if (value === undefined) return undefined;
      const date = parseFormDate(value);
      if (!date) context.addIssue({ code: "custom", message: dar.dateInvalid });
      return date ?? undefined;
    });
  }

  // Shapes only JSON can get wrong (a form sends strings): the API speaks English, so these stay English.
  function criteriaList(label: string) {
    return z
      .array(optionalText(format(dar.criteriaEntry, { list: label }), CRITERION_MAX_LENGTH, form), {
        error: `${label} must be a list.`,
      })
      .max(CRITERIA_ENTRIES, `${label} can have at most ${CRITERIA_ENTRIES} entries.`)
      .optional()
      .transform((entries) => (entries ?? []).filter((entry): entry is string => entry !== undefined));
  }

  return (
    z
      .object({
        organizationName: required("organizationName"),
        officeAddress: required("officeAddress"),
        emailAddress: optionalEmail(dar.emailInvalid, form),
        // For an SMS with the reference (issue 51), stored as +234…; dropped where no SMS is sent (phone.server.ts).
        phone: optionalPhone(phoneFieldIn(words).label, words.grievanceForm.phoneInvalid, phoneFieldIn(words).maxLength, form),
        sector: required("sector"),
        criteria: z
          .object({ households: tick, individuals: tick, location: tick }, { error: "Criteria must be an object." })
          .optional()
          .transform((value) => value ?? { households: false, individuals: false, location: false }),
        location: z
          .object(
            {
              state: optional("location.state"),
              lgas: optional("location.lgas"),
              wards: optional("location.wards"),
              communities: optional("location.communities"),
            },
            { error: "Location must be an object." },
          )
          .optional(),
        [criteriaLists.households.name]: criteriaList(dar.householdCriteria),
        [criteriaLists.individuals.name]: criteriaList(dar.individualCriteria),
        purpose: optional("purpose"),
        dataPeriod: optional("dataPeriod"),
        dataFormat: optional("dataFormat"),
        dataProtection: optional("dataProtection"),
        requesterName: optional("requesterName"),
        designation: optional("designation"),
        date: formDate("date"),
      })
      // A block whose box is not ticked is ignored, never stored.
      .transform((request) => ({
        ...request,
        location: request.criteria.location ? (request.location ?? {}) : undefined,
        householdCriteria: request.criteria.households ? request.householdCriteria : [],
        individualCriteria: request.criteria.individuals ? request.individualCriteria : [],
      }))
  );
}

/** In English: the JSON API's and the back office's. */
export const dataAccessRequestSchema = darRequestSchema(en);

export type DataAccessRequestInput = z.output<typeof dataAccessRequestSchema>;
