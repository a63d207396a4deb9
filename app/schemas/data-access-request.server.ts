import { z } from "zod";
import {
  CRITERIA_ENTRIES,
  CRITERION_MAX_LENGTH,
  criteriaLists,
  locationFields,
  organisationFields,
  requesterFields,
  type DarTextField,
} from "~/content/data-access-request-form";
import { parseFormDate } from "~/utils/form-date";
import { optionalEmail, optionalText, requiredText } from "./text-fields.server";

/**
 * The one schema for a data access request, from the web form (through
 * Conform) and from `POST /api/data-access-request` (the spec's JSON object).
 */

function fieldSchema(field: DarTextField): z.ZodType<string | undefined> {
  if (field.input === "email") return optionalEmail("Enter an e-mail address in the form name@example.com.");
  if (field.input === "date") {
    return optionalText(field.label, field.maxLength).transform((value, context) => {
      if (value === undefined) return undefined;
      const date = parseFormDate(value);
      if (!date) context.addIssue({ code: "custom", message: "Enter a real date as day/month/year, for example 23/11/2026." });
      return date ?? undefined;
    });
  }
  return field.required
    ? requiredText(field.label, field.maxLength, field.requiredMessage ?? `Enter the ${field.label.toLowerCase()}.`)
    : optionalText(field.label, field.maxLength);
}

function shapeOf(fields: readonly DarTextField[], prefix = ""): Record<string, z.ZodType<string | undefined>> {
  return Object.fromEntries(fields.map((field) => [field.name.slice(prefix.length), fieldSchema(field)]));
}

/** A ticked box arrives as "on" from a form and as `true` in JSON. */
const tick = z
  .union([z.boolean(), z.literal("on").transform(() => true)], {
    error: "Must be true or false.",
  })
  .optional()
  .transform((value) => value ?? false);

function criteriaList(label: string) {
  return z
    .array(optionalText(`${label} entry`, CRITERION_MAX_LENGTH), {
      error: `${label} must be a list.`,
    })
    .max(CRITERIA_ENTRIES, `${label} can have at most ${CRITERIA_ENTRIES} entries.`)
    .optional()
    .transform((entries) => (entries ?? []).filter((entry): entry is string => entry !== undefined));
}

export const dataAccessRequestSchema = z
  .object({
    ...shapeOf(organisationFields),
    criteria: z
      .object({ households: tick, individuals: tick, location: tick }, { error: "Criteria must be an object." })
      .optional()
      .transform((value) => value ?? { households: false, individuals: false, location: false }),
    location: z
      .object(shapeOf(locationFields, "location."), {
        error: "Location must be an object.",
      })
      .optional(),
    [criteriaLists.households.name]: criteriaList(criteriaLists.households.legend),
    [criteriaLists.individuals.name]: criteriaList(criteriaLists.individuals.legend),
    ...shapeOf(requesterFields),
  })
  // A block whose box is not ticked is ignored, never stored.
  .transform((request) => {
    // The text fields were spread in from the field list, which zod's types cannot follow.
    const text = request as unknown as Record<string, string | undefined>;
    return {
      // Required by the schema above, so present.
      organizationName: text["organizationName"]!,
      officeAddress: text["officeAddress"]!,
      emailAddress: text["emailAddress"],
      sector: text["sector"]!,
      criteria: request.criteria,
      location: request.criteria.location ? (request.location as DarLocation | undefined) ?? {} : undefined,
      householdCriteria: request.criteria.households ? (request.householdCriteria as string[]) : [],
      individualCriteria: request.criteria.individuals ? (request.individualCriteria as string[]) : [],
      requesterName: text["requesterName"],
      designation: text["designation"],
      date: text["date"],
    };
  });

interface DarLocation {
  state?: string;
  lgas?: string;
  wards?: string;
  communities?: string;
}

export type DataAccessRequestInput = z.output<typeof dataAccessRequestSchema>;
