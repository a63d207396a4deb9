import { z } from "zod";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import { optionalEmail, optionalPhone, optionalText, requiredText } from "~/features/forms/text-fields.server";
import { GRIEVANCE_CATEGORIES } from "./kinds";
import { GRIEVANCE_LIMITS } from "./limits";
import { nearestLgas, registerLga, type RegisterPlaces } from "~/features/places/names";

/** The grievance form, as the server checks it (the form itself needs no script), its messages in the language of the form. */

/** A ticked box arrives as "on"; an unticked one not at all. */
const tick = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

/** The schema for one language's form, checked against the register's states and LGAs as the database holds them now. */
export function grievanceSchema(words: Messages, places: RegisterPlaces) {
  const { grievanceForm: g, form } = words;
  return (
    z
      .object({
        description: requiredText(g.descriptionLabel, GRIEVANCE_LIMITS.description, g.descriptionMissing, form),
        category: z.enum(GRIEVANCE_CATEGORIES, { error: g.categoryMissing }),
        state: z.string({ error: g.stateMissing }).refine((state) => places.has(state), g.stateMissing),
        lga: optionalText(g.lgaLabel, GRIEVANCE_LIMITS.lga, form),
        name: optionalText(g.nameLabel, GRIEVANCE_LIMITS.name, form),
        phone: optionalPhone(g.phoneLabel, g.phoneInvalid, GRIEVANCE_LIMITS.phone, form),
        email: optionalEmail(g.emailInvalid, form).transform((email) => email?.toLowerCase()),
        mayContact: tick,
      })
      // Beside the fields' own errors, not after them: a reader fixes every mistake in one go. The
      // values are as typed where a field failed, so each check looks only at what it needs.
      .superRefine(
        (report, context) => {
          const { state, lga, mayContact, phone, email } = report as Partial<Record<keyof typeof report, unknown>>;
          if (typeof state === "string" && places.has(state) && typeof lga === "string" && lga.trim() && !registerLga(places, state, lga)) {
            const nearest = nearestLgas(places, state, lga);
            context.addIssue({
              code: "custom",
              path: ["lga"],
              message: `${format(g.lgaInvalid, { lga: lga.trim(), state })} ${format(g.lgaNearest, { lgas: nearest.join(", ") })}`,
            });
          }
          // Nobody is contacted who did not say so, nor says so without a way to be reached (the table's CHECK too).
          if (
            (mayContact === true || mayContact === "on") &&
            !(typeof phone === "string" && phone.trim()) &&
            !(typeof email === "string" && email.trim())
          ) {
            context.addIssue({ code: "custom", path: ["mayContact"], message: g.consentNeedsContact });
          }
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      )
      // The register's own spelling is stored, whatever case and spacing were typed.
      .transform((report) => ({
        ...report,
        lga: report.lga === undefined ? undefined : (registerLga(places, report.state, report.lga) ?? undefined),
      }))
  );
}

export type GrievanceInput = z.output<ReturnType<typeof grievanceSchema>>;
