import { z } from "zod";
import { ENTERED_CHANNELS, GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { normalisePhone } from "~/utils/phone";
import { registerLga, type RegisterPlaces } from "~/features/places/names";
import { states } from "~/content/states";
import { LOCALES } from "~/i18n/locales";
import { lagosDay } from "~/utils/lagos-time";

/**
 * A grievance that came by a 969 call, on paper, at a state office or by
 * e-mail, as a grievance officer types it in. The rules the form is checked
 * by; the database checks the channel, the date, the state and the desk again
 * (staff_grievance_enter).
 */

/** How the officer names each channel they may enter from. */
export const ENTERED_CHANNEL_LABELS: Record<(typeof ENTERED_CHANNELS)[number], string> = {
  phone: "A 969 call, logged by the agent",
  paper: "A paper form",
  "walk-in": "A visit to a state office",
  email: "An e-mail",
};

/** The states a case may name, in the register's names. */
const STATE_NAMES = states.map((state) => state.registerName);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

/**
 * The form's rules, for today's Lagos date (as 2026-11-25), the officer's
 * desk (a state's register name, or null for the national office, which may
 * enter any state's), and the register's places: a typed LGA must be one of
 * its state's, as on the public form, and is kept in the register's spelling.
 */
export function enterSchema(today: string, desk: string | null, places: RegisterPlaces) {
  return z
    .object({
      channel: z.enum(ENTERED_CHANNELS, { error: "Choose how it came" }),
      receivedOn: z
        .string({ error: "Enter the day it reached the office, as 2026-11-25" })
        .trim()
        .refine((value) => lagosDay(value) !== null, "Enter the day it reached the office, as 2026-11-25")
        .refine((value) => value <= today, "The day it reached the office cannot be in the future"),
      category: z.enum(GRIEVANCE_CATEGORIES, { error: "Choose what it is about" }),
      description: z
        .string({ error: "Write what happened, as the person told it" })
        .trim()
        .min(1, "Write what happened, as the person told it")
        .max(GRIEVANCE_LIMITS.description, `Write at most ${GRIEVANCE_LIMITS.description.toLocaleString("en")} characters`),
      state: z
        .string({ error: "Choose the state it happened in" })
        .refine((value) => STATE_NAMES.includes(value), "Choose the state it happened in")
        .refine((value) => desk === null || value === desk, `Your desk enters only ${desk ?? ""} grievances`),
      lga: optionalText(GRIEVANCE_LIMITS.lga, `Write at most ${GRIEVANCE_LIMITS.lga} characters`),
      contactName: optionalText(GRIEVANCE_LIMITS.name, `Write at most ${GRIEVANCE_LIMITS.name} characters`),
      // Kept as the public form keeps it (+234…), so one number has one stored form whichever way it came.
      phone: z
        .string()
        .trim()
        .max(GRIEVANCE_LIMITS.phone, `Write at most ${GRIEVANCE_LIMITS.phone} characters`)
        .optional()
        .transform((value, context) => {
          if (!value) return null;
          const phone = normalisePhone(value);
          if (phone === null) {
            context.addIssue({ code: "custom", message: "Enter a Nigerian phone number, such as 0803 123 4567" });
            return z.NEVER;
          }
          return phone;
        }),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, "Write at most 254 characters")
        .optional()
        .transform((value) => value || null)
        .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "Enter an e-mail address, such as name@example.com"),
      mayContact: z.literal("yes").optional(),
      locale: z.enum(LOCALES as [string, ...string[]], { error: "Choose the person's language" }),
    })
    .superRefine((entry, context) => {
      if (entry.lga && !registerLga(places, entry.state, entry.lga)) {
        context.addIssue({
          code: "custom",
          path: ["lga"],
          message: `Enter a local government area of ${entry.state} as the register names it, or leave it empty`,
        });
      }
      if (entry.mayContact && !entry.phone && !entry.email) {
        context.addIssue({
          code: "custom",
          path: ["mayContact"],
          message: "To be contacted, they need a phone number or an e-mail address",
        });
      }
    })
    .transform((entry) => ({ ...entry, lga: entry.lga && registerLga(places, entry.state, entry.lga) }));
}

export type GrievanceEntry = z.output<ReturnType<typeof enterSchema>>;
