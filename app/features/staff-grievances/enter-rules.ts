import { z } from "zod";
import { ENTERED_CHANNELS, GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import { registerLga, type RegisterPlaces } from "~/features/grievances/places";
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

/** A phone number as the database keeps it: digits with an optional +, the spaces and dashes people write left out. */
export function phoneDigits(typed: string): string {
  return typed.replace(/[\s().-]/g, "");
}

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
        .max(4000, "Write at most 4,000 characters"),
      state: z
        .string({ error: "Choose the state it happened in" })
        .refine((value) => STATE_NAMES.includes(value), "Choose the state it happened in")
        .refine((value) => desk === null || value === desk, `Your desk enters only ${desk ?? ""} grievances`),
      lga: optionalText(80, "Write at most 80 characters"),
      contactName: optionalText(200, "Write at most 200 characters"),
      phone: z
        .string()
        .optional()
        .transform((value) => (value ? phoneDigits(value) : null))
        .refine((value) => value === null || /^\+?[0-9]{7,15}$/.test(value), "Enter a phone number of 7 to 15 digits, such as 08012345678"),
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
