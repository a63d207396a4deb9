import { normaliseStatusCode } from "~/features/requests/status-code.server";

/**
 * A grievance's reference as a phone's keypad or a text message brings it:
 * any case, spaces or dashes between its parts, the number without its
 * leading zeros. GRV-2026-000123, grv 2026 123 and GRV2026000123 are one case.
 */
const REFERENCE = /^\s*G\s*R\s*V[\s-]*(\d{4})[\s-]*(\d{1,9})(?![0-9])/i;

function canonical(year: string, number: string): string {
  return `GRV-${year}-${number.replace(/^0+(?=\d)/, "").padStart(6, "0")}`;
}

/** A reference typed on a USSD screen: as printed, or only its digits (year then number, 2026000123), since a keypad has no letters to spare. */
export function typedReference(typed: string): string | null {
  const whole = REFERENCE.exec(typed);
  if (whole && whole[0].length === typed.length) return canonical(whole[1]!, whole[2]!);
  const digits = /^\s*(\d{4})[\s-]*(\d{1,9})\s*$/.exec(typed);
  return digits ? canonical(digits[1]!, digits[2]!) : null;
}

export type SmsInMessage =
  { kind: "status"; reference: string; code: string | null } | { kind: "report"; description: string } | { kind: "empty" };

/** The longest description a text report keeps, as the grievance's column allows. */
export const TEXT_REPORT_MAX = 4000;

/**
 * What an incoming SMS asks for (decision 0072): one starting with a
 * reference asks its status, with the case's code after it if the sender
 * has it; anything else is a report in the sender's words; nothing at all is
 * neither.
 */
export function readSmsIn(text: string): SmsInMessage {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "empty" };
  const match = REFERENCE.exec(trimmed);
  if (match) {
    const rest = trimmed.slice(match[0].length).trim();
    return { kind: "status", reference: canonical(match[1]!, match[2]!), code: rest ? normaliseStatusCode(rest) : null };
  }
  return { kind: "report", description: [...trimmed].slice(0, TEXT_REPORT_MAX).join("") };
}
