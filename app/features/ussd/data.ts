import type { GrievanceSmsParams } from "~/features/grievances/sms-templates";
import type { GrievanceCategory } from "~/features/grievances/kinds";
import type { Locale } from "~/i18n/locales";
import type { KnownProblem } from "~/features/known-problems/problem";

/**
 * What the USSD menu (menu.ts) may ask of the database, for the caller's
 * number: channels/text-data.server.ts gives it, the unit tests stand it in.
 */

/** What the database says to a status asked by text: shown, sent to the case's number, not sent, or no such case. */
export type TextStatusAnswer = "shown" | "sent" | "not sent" | "unknown";

/** The database behind the menu, for the caller's number. */
export interface UssdData {
  /**
   * A case's status: shown only when the caller's number is the case's, with whether its "Was it fixed?" may be
   * answered; for another caller sent by SMS to the case's number, or not sent when it has none the office may
   * text; or no such case (grievance_status_by_text).
   */
  status(
    reference: string,
  ): Promise<
    | { answer: "shown"; params: GrievanceSmsParams["grievance status reply"]; fixOpen: boolean }
    | { answer: Exclude<TextStatusAnswer, "shown"> }
    | "limited"
  >;
  /**
   * The caller's answer to "Was it fixed?" for their case (grievance_fix_by_text): recorded as given (a no
   * reopens the case, whose new date goes by SMS), or closed when its question no longer is open.
   */
  fixAnswer(reference: string, answer: "yes" | "no"): Promise<"yes" | "no" | "closed" | "limited">;
  /**
   * The live known problem of a report's place and category, shown before it is filed (decision 0112), or
   * null; `count`: this showing is counted as one (not a wrong key pressed on the same screen).
   */
  knownProblem(place: { state: string; lga: string }, category: GrievanceCategory, count: boolean): Promise<KnownProblem | null>;
  /** Files a case from the caller's number (linked to its place's known problem, if one is live); its receipt goes by SMS. */
  file(report: {
    category: GrievanceCategory;
    state: string;
    lga: string;
    locale: Locale;
    description: string;
  }): Promise<{ reference: string } | "limited">;
  /** Sends the state office's phone by SMS, if it has one on record. */
  officeNumber(state: { slug: string; locale: Locale }): Promise<"sent" | "none" | "limited">;
  /** The office's real phone numbers and short codes, as "Is this real?" lists them, each with whether the office has checked it. */
  officialNumbers(): Promise<{ value: string; checked: boolean }[]>;
  officeContact(): Promise<{ tollFree: string; hours: string }>;
  /**
   * The answer to "when is my LGA paid?" for a register LGA of a state (the register's names), in the
   * language: the one text the PAY SMS sends (payments/sms-templates.ts), which fits a screen.
   */
  paymentAnswer(place: { state: string; lga: string }, locale: Locale): Promise<string>;
  /** Turns on the caller's payment alerts for the LGA, confirmed by the session itself; "on" sends the "alerts on" SMS. */
  paymentAlerts(place: { state: string; lga: string }, locale: Locale): Promise<"on" | "already" | "full" | "limited">;
  /** The status reply's one text in a language (renderSms("grievance status reply", …)). */
  statusText(params: GrievanceSmsParams["grievance status reply"], locale: Locale): string;
}
