import { z } from "zod";
import { format } from "~/i18n/format";
import { en, type Messages } from "~/i18n/messages/en";
import { normalisePhone } from "~/utils/phone";

/** The checks' own words, in the language of the form (English by default). */
type FormWords = Messages["form"];

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none belongs in a form. */
export const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu;

/** Blank means absent, whether it came from an empty input or from `""` in JSON. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.replace(CONTROL_CHARACTERS, "").trim();
  return trimmed === "" ? undefined : trimmed;
}

export function optionalText(label: string, maxLength: number, words: FormWords = en.form) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: format(words.mustBeText, { field: label }) })
      .max(maxLength, format(words.tooLong, { field: label, max: maxLength }))
      .optional(),
  );
}

export function requiredText(label: string, maxLength: number, requiredMessage: string, words: FormWords = en.form) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : format(words.mustBeText, { field: label })) })
      .max(maxLength, format(words.tooLong, { field: label, max: maxLength })),
  );
}

function email(requiredMessage: string | undefined, invalidMessage: string, words: FormWords) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .max(254, words.emailTooLong)
    .pipe(z.email({ error: invalidMessage }));
}

export function requiredEmail(requiredMessage: string, invalidMessage: string, words: FormWords = en.form) {
  return z.preprocess(blankToUndefined, email(requiredMessage, invalidMessage, words));
}

export function optionalEmail(invalidMessage: string, words: FormWords = en.form) {
  return z.preprocess(blankToUndefined, email(undefined, invalidMessage, words).optional());
}

/**
 * A Nigerian phone number, if one is typed, kept as +234… (normalisePhone): the grievance form's and
 * the data access request's. Typed numbers may carry spaces and dashes, hence the longer limit.
 */
export function optionalPhone(label: string, invalidMessage: string, maxLength: number, words: FormWords = en.form) {
  return optionalText(label, maxLength, words).transform((typed, context) =>
    typed === undefined ? undefined : phoneOf(typed, invalidMessage, context),
  );
}

/** A Nigerian phone number that must be given, kept as +234…: payment alerts' (decision 0108). */
export function requiredPhone(
  label: string,
  requiredMessage: string,
  invalidMessage: string,
  maxLength: number,
  words: FormWords = en.form,
) {
  return requiredText(label, maxLength, requiredMessage, words).transform(
    (typed, context) => phoneOf(typed, invalidMessage, context) ?? z.NEVER,
  );
}

function phoneOf(typed: string, invalidMessage: string, context: z.RefinementCtx): string | undefined {
  const phone = normalisePhone(typed);
  if (!phone) context.addIssue({ code: "custom", message: invalidMessage });
  return phone ?? undefined;
}

/** How long to wait, in words: "1 minute", "12 minutes", "3 hours". */
export function waitText(seconds: number, words: FormWords = en.form): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return words.oneMinute;
  return minutes <= 90 ? format(words.minutes, { count: minutes }) : format(words.hours, { count: Math.ceil(minutes / 60) });
}

/** Turns zod issue paths into the field names the form uses: `location.state`, `householdCriteria[2]`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.reduce<string>(
      (acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      "",
    );
    (fieldErrors[name || "form"] ??= []).push(issue.message);
  }
  return fieldErrors;
}
