import type { MailContent } from "~/features/mail/content";
import { letterLinks } from "~/features/requests/outbox.server";
import { renderMail } from "~/features/mail/render.server";
import { APPROVAL_STEPS, type ApprovalNextSteps, type ApprovalStep } from "~/features/requests/approval-steps";
import { decisionLetter, isLetterMove } from "~/features/requests/letters.server";
import { formText } from "~/features/forms/form-data.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatCount } from "~/utils/format";
import { lagosDay } from "~/utils/lagos-time";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { previewedLetter, renderedDigest } from "~/features/cases/letter-digest.server";
import { MOVES, NOTE_MAX } from "./moves";

/**
 * An officer's move of a request and the letter that goes with it: what the
 * form sent, checked, and the letter as it will go, in the request's
 * language. A letter to an address is sent only once the officer has seen it
 * (the preview's digest comes back with "Send"): what they read is what goes.
 */
export interface MoveEntries {
  status: string;
  note: string;
  /** An approval's next steps, as ticked. */
  steps: ApprovalStep[];
  /** The day the data is to be shared by, as typed (2026-12-15), or "". */
  dataBy: string;
  /** The digest of the letter the officer previewed, or "". */
  checked: string;
}

/** The moves a note must be written for: it is the letter's substance. */
const NOTE_REQUIRED: Record<string, string> = {
  needs_information: "Write what information you need",
  approved: "Write the reason for the decision",
  declined: "Write the reason for the decision",
};

export function moveEntries(form: FormData): MoveEntries {
  const steps = form.getAll("steps").filter((step): step is ApprovalStep => (APPROVAL_STEPS as readonly unknown[]).includes(step));
  return {
    status: formText(form, "status"),
    note: formText(form, "note").trim(),
    steps: [...new Set(steps)],
    dataBy: formText(form, "dataBy").trim().slice(0, 40),
    checked: formText(form, "checked").slice(0, 64),
  };
}

/** What is wrong with a move's entries, by field. */
export function moveProblems(entries: MoveEntries): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!(entries.status in MOVES)) problems.status = "Choose what happens to the request";
  if (entries.note.length > NOTE_MAX) problems.note = `Write the note in ${formatCount(NOTE_MAX)} characters or fewer`;
  else if (NOTE_REQUIRED[entries.status] && entries.note === "") problems.note = NOTE_REQUIRED[entries.status]!;
  if (entries.status !== "approved") return problems;
  if (entries.steps.includes("send_agreement") && entries.steps.includes("agreement_received"))
    problems.steps = "Choose one: we send the data-sharing agreement, or we have it signed already";
  if (entries.dataBy !== "") {
    if (!lagosDay(entries.dataBy)) problems.dataBy = "Enter the day as 2026-12-15, or leave it empty";
    else if (!entries.steps.includes("send_data")) problems.dataBy = "Tick “We will share the data” for its day to go in the letter";
  }
  return problems;
}

/** An approval's next steps from checked entries. */
function approvalOf(entries: MoveEntries): ApprovalNextSteps {
  return { steps: entries.steps, dataBy: entries.steps.includes("send_data") && entries.dataBy !== "" ? entries.dataBy : null };
}

/** The letter a move's checked entries write, in the request's language; none for a move without one. */
export function moveLetter(entries: MoveEntries, reference: string, locale: Locale): MailContent | null {
  if (!isLetterMove(entries.status)) return null;
  return decisionLetter(entries.status, reference, entries.note, letterLinks(locale), locale, approvalOf(entries));
}

/**
 * What an officer's "Preview the letter" or "Move the request" leads to: the
 * letter shown, or the move made with its letter (null for a move without
 * one). A letter to an address goes only as the officer last saw it: "Move"
 * pressed before its preview, or after the form changed, shows it first.
 */
export function letterStep(
  intent: "preview" | "move",
  entries: MoveEntries,
  reference: string,
  request: { locale: string; hasEmail: boolean },
): { preview: LetterPreview } | { send: MailContent | null } {
  // The letter is in the language of the form the request came through, with links to pages in it.
  const locale = isLocale(request.locale) ? request.locale : "en";
  const content = moveLetter(entries, reference, locale);
  // Drawn once: its words are both the preview and the fingerprint "Send" must bring back.
  const rendered = content ? renderMail(content) : null;
  const digest = rendered ? renderedDigest(rendered) : "";
  const unseen = intent === "move" && content !== null && request.hasEmail && entries.checked !== digest;
  if (intent === "move" && !unseen) return { send: content };
  const letter = rendered ? previewedLetter(rendered, locale, digest) : null;
  return { preview: { letter, goes: request.hasEmail, unseen } };
}
