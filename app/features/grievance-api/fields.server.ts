import { CONTROL_CHARACTERS } from "~/features/forms/text-fields.server";
import { GRIEVANCE_CATEGORIES, isOneOf, type GrievanceCategory } from "~/features/grievances/kinds";
import { normalisePhone } from "~/utils/phone";
import { isLocale, LOCALES, type Locale } from "~/i18n/locales";
import { parseOpen311Time } from "./open311";

/**
 * POST requests.json's fields (docs/open311.md): Open311's service_code,
 * description, first_name, last_name, phone and email, and our extensions
 * state, lga, may_contact, locale and received_at. Everything else Open311
 * defines (lat, long, address_string, media_url, device_id, attribute[…]) is
 * read by nobody here and ignored, as Open311 lets a server do.
 */
export interface PartnerReport {
  category: GrievanceCategory;
  description: string;
  state: string;
  lga: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  may_contact: boolean;
  locale: Locale;
  received_at: string | null;
}

/** A field as sent: a form gives strings, JSON may give a boolean or a number. */
type Sent = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off", ""];

export type FieldCheck = { ok: true; report: PartnerReport } | { ok: false; errors: string[] };

/**
 * Checks a report's fields, all of them, so a partner sees every mistake at
 * once. The state and LGA are checked against the register afterwards
 * (register-places.server.ts), where the list is.
 */
export function parsePartnerReport(sent: Sent, now = new Date()): FieldCheck {
  const errors: string[] = [];
  const text = (name: string, max: number): string | null => {
    const value = sent[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== "string") {
      errors.push(`${name} must be text.`);
      return null;
    }
    // As the forms do: PostgreSQL refuses NUL, and no control character belongs in a report.
    const trimmed = value.replace(CONTROL_CHARACTERS, "").trim();
    if (trimmed.length > max) errors.push(`${name} must be at most ${max} characters.`);
    return trimmed === "" ? null : trimmed;
  };

  const code = text("service_code", 40);
  if (!isOneOf(GRIEVANCE_CATEGORIES, code))
    errors.push(`service_code must be one of: ${GRIEVANCE_CATEGORIES.join(", ")} (GET services.json).`);
  const description = text("description", 4000);
  if (!description) errors.push("description is required: what happened, in the person's words.");
  const state = text("state", 60);
  if (!state) errors.push("state is required: the state it happened in, as the register names it.");
  const lga = text("lga", 80);

  const name = [text("first_name", 100), text("last_name", 100)].filter(Boolean).join(" ");
  const rawPhone = text("phone", 30);
  // Stored as every other number is, +234 and the national number (what texts are sent to).
  const phone = rawPhone === null ? null : normalisePhone(rawPhone);
  if (rawPhone !== null && phone === null) errors.push("phone must be a Nigerian number, such as 0803 123 4567 or +234 803 123 4567.");
  const email = text("email", 254)?.toLowerCase() ?? null;
  if (email !== null && !EMAIL.test(email)) errors.push("email must be an e-mail address such as name@example.org.");

  const consent = sent["may_contact"];
  const mayContact =
    consent === undefined || consent === null || consent === false
      ? false
      : consent === true
        ? true
        : typeof consent === "string" && TRUE.includes(consent.trim().toLowerCase())
          ? true
          : typeof consent === "string" && FALSE.includes(consent.trim().toLowerCase())
            ? false
            : null;
  if (mayContact === null) errors.push("may_contact must be true or false.");
  if (mayContact && !phone && !email) errors.push("may_contact is true, but there is no phone or email to reach the person by.");

  const locale = text("locale", 10) ?? "en";
  if (!isLocale(locale)) errors.push(`locale must be one of ${[...LOCALES].sort().join(", ")}.`);

  const receivedText = text("received_at", 40);
  let receivedAt: string | null = null;
  if (receivedText !== null) {
    const moment = parseOpen311Time(receivedText);
    if (!moment) errors.push("received_at must be a time such as 2026-12-01T09:30:00+01:00, with its zone.");
    else if (moment.getTime() > now.getTime() + 5 * 60_000) errors.push("received_at must not be in the future.");
    else if (moment.getTime() < now.getTime() - RECEIVED_WITHIN_DAYS * 86_400_000)
      errors.push(`received_at must be within the last ${RECEIVED_WITHIN_DAYS} days.`);
    else receivedAt = moment.toISOString();
  }

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    report: {
      category: code as GrievanceCategory,
      description: description!,
      state: state!,
      lga,
      contact_name: name || null,
      phone,
      email,
      may_contact: mayContact === true,
      locale: locale as Locale,
      received_at: receivedAt,
    },
  };
}

/** How old a case a partner passes on may be: its 21 working days count from when the partner took it (open311_submit checks the same). */
export const RECEIVED_WITHIN_DAYS = 30;
