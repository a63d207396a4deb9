import { z } from "zod";

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none belongs in a form. */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu;

/** Blank means absent, whether it came from an empty input or from `""` in JSON. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.replace(CONTROL_CHARACTERS, "").trim();
  return trimmed === "" ? undefined : trimmed;
}

export function optionalText(label: string, maxLength: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .max(maxLength, `${label} must be ${maxLength} characters or fewer.`)
      .optional(),
  );
}

export function requiredText(label: string, maxLength: number, requiredMessage: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text.`) })
      .max(maxLength, `${label} must be ${maxLength} characters or fewer.`),
  );
}

function email(requiredMessage: string | undefined, invalidMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .max(254, "An e-mail address must be 254 characters or fewer.")
    .pipe(z.email({ error: invalidMessage }));
}

export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(blankToUndefined, email(requiredMessage, invalidMessage));
}

export function optionalEmail(invalidMessage: string) {
  return z.preprocess(blankToUndefined, email(undefined, invalidMessage).optional());
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
