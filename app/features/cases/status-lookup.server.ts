import { data } from "@remix-run/node";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { STATUS_FIELDS } from "~/site/query-params";
import { logFailure } from "~/utils/log.server";
import { formText } from "~/features/forms/form-data.server";
import { typedReference, type CaseLetters } from "~/features/forms/typed-reference";
import { waitText } from "~/features/forms/text-fields.server";
import { normaliseStatusCode } from "./status-code.server";

/**
 * A status page's server side, for every case opened by its reference and the code from its
 * acknowledgement (a data access request, a grievance): the entries a link fills in, the press
 * that looks the case up, and the answers: 400 for a malformed entry, 404 for no such case
 * (a wrong reference and a wrong code alike), 429 past the client's limit, 503 when the database
 * cannot answer. Each status page keeps its own words and its own look-up.
 */
export interface StatusEntries {
  reference: string;
  code: string;
}

export type StatusProblems = Partial<Record<keyof StatusEntries | "form", string>>;

/** The words of a status page's refusals, in the page's language. */
export interface StatusRefusalWords {
  referenceInvalid: string;
  codeInvalid: string;
  lookUpsTooMany: string;
  notFound: string;
  lookUpFailed: string;
}

export type LookUpOutcome<Found> = { found: Found } | { notFound: true } | { limited: true; retryAfter: number };

/** What the acknowledgement's link fills in: the page still asks for one press, so a mail scanner opening links looks at nothing. */
export function linkedStatusEntries(request: Request): StatusEntries {
  const query = new URL(request.url).searchParams;
  return {
    reference: (query.get(STATUS_FIELDS.reference) ?? "").slice(0, 40),
    code: (query.get(STATUS_FIELDS.code) ?? "").slice(0, 40),
  };
}

/** The press: the entries checked, then the case looked up, as one of the answers above. */
export async function statusLookUpAction<Found>(
  form: FormData,
  locale: Locale,
  {
    words,
    letters,
    lookUp,
    failure,
  }: {
    words: StatusRefusalWords;
    /** The letters of the case's references, read in any form a person types them (typed-reference.ts). */
    letters: CaseLetters;
    lookUp: (reference: string, code: string) => Promise<LookUpOutcome<Found>>;
    /** The name the log gives a failed look-up. */
    failure: string;
  },
) {
  const entries: StatusEntries = {
    reference: formText(form, STATUS_FIELDS.reference).trim().slice(0, 40),
    code: formText(form, STATUS_FIELDS.code).trim().slice(0, 40),
  };
  const problems: StatusProblems = {};
  const reference = typedReference(letters, entries.reference);
  if (!reference) problems.reference = words.referenceInvalid;
  const code = normaliseStatusCode(entries.code);
  if (!code) problems.code = words.codeInvalid;
  if (!reference || !code) return data({ entries, problems, found: null }, { status: 400 });
  try {
    const outcome = await lookUp(reference, code);
    if ("limited" in outcome) {
      const problem = format(words.lookUpsTooMany, { wait: waitText(outcome.retryAfter, messages[locale].form) });
      return data(
        { entries, problems: { form: problem }, found: null },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
      );
    }
    if ("notFound" in outcome) return data({ entries, problems: { form: words.notFound }, found: null }, { status: 404 });
    return data({ entries, problems: {}, found: outcome.found });
  } catch (error) {
    logFailure(failure, error);
    return data({ entries, problems: { form: words.lookUpFailed }, found: null }, { status: 503 });
  }
}
