/**
 * The text messages the office sends (issue 51): the rows of sms_outbox's
 * kind, each a template in every language (templates.ts) filled with the
 * params its row carries. Nothing else is ever sent unasked.
 */
export const SMS_KINDS = [
  "grievance receipt",
  "grievance status",
  "grievance resolved",
  "grievance status reply",
  "office number",
  "request receipt",
  "text help",
] as const;

export type SmsKind = (typeof SMS_KINDS)[number];

/** What fills each template, as sms_outbox.params holds it (the database writes most of these). */
export interface SmsParams {
  "grievance receipt": { reference: string; code: string; expected_on: string };
  "grievance status": { reference: string; status: string; resolution: string | null };
  "grievance resolved": { reference: string; status: string; resolution: string | null };
  "grievance status reply": { reference: string; status: string; resolution: string | null };
  "office number": { state: string; phone: string };
  "request receipt": { reference: string };
  "text help": Record<string, never>;
}
