import { data, redirect } from "@remix-run/node";
import { categoryName, channelName, placeText, resolutionName } from "~/features/grievances/words";
import { GRIEVANCE_REFERENCE } from "~/features/grievances/kinds";
import { assigneeProblem } from "~/features/cases/assignment";
import { caseReference } from "~/features/cases/case-reference";
import { formText } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { isLocale } from "~/i18n/locales";
import { lagosTimeText } from "~/utils/lagos-time";
import { grievanceSms } from "~/features/staff-sms/messages.server";
import { smsRowText } from "~/features/staff-sms/rows";
import { grievanceDesk } from "./enter.server";
import { placeProblems, type PlaceEntries } from "./place-rules";
import { registerPlaces } from "~/features/grievances/places.server";
import { caseStatusText, eventLine, expectedText, fixText, levelText } from "./case-words";
import { grievanceCaseHref } from "./paths";
import {
  assignGrievance,
  escalateGrievance,
  grievanceDescription,
  grievanceFile,
  grievanceOfficers,
  isNoSuchCase,
  moveGrievance,
  noteGrievance,
  placeGrievance,
  replyToGrievance,
  resolveGrievance,
  revealGrievanceContact,
  type GrievanceContact,
} from "./grievances.server";
import { closingLetter, grievanceLetterLinks, grievanceLetterMessage, grievanceLetterStep, replyLetter } from "./letters.server";
import { grievanceProblem } from "./refusals.server";
import { bodyProblem, letterGoes, mayMove, resolveProblems, type ResolveEntries } from "./rules";

/**
 * A case's page in the back office: what its loader reads, and what each of
 * its forms does. The database keeps a desk to its state and decides which
 * changes are legal; the rules here check what the officer wrote first.
 */

const NO_SUCH_CASE = "There is no such grievance.";
const notFound = () => new Response(NO_SUCH_CASE, { status: 404 });

/** The reference in a case's address, or a 404 for anything that cannot be one. */
export function grievanceReference(params: { reference?: string }): string {
  return caseReference(params, GRIEVANCE_REFERENCE, NO_SUCH_CASE);
}

/** Everything the page shows, in words and Lagos times. Another state's case is a 404, as one that does not exist. */
export async function casePage(member: StaffMember, request: Request, reference: string) {
  const file = await grievanceFile(member, reference);
  if (!file) throw notFound();
  const officers = await grievanceOfficers(member, reference);
  // Once per page view, audited; the actions' reads (file) never carry it.
  const description = await grievanceDescription(member, reference);
  const found = file.grievance;
  const sms = await grievanceSms(member, reference);
  // Only the national office places a case, and only one that came without a state.
  const placeable = found.state === null && (await grievanceDesk(member)) === null;
  return {
    reference,
    csrf: member.csrf,
    me: member.name,
    officers,
    description: description ?? "",
    category: categoryName(found.category),
    place: placeText(found.state, found.lga),
    channel:
      channelName(found.channel) +
      (found.enteredBy ? `, entered by ${found.enteredBy}` : "") +
      (found.partner ? `, from ${found.partner}` : ""),
    received: lagosTimeText(found.createdAt),
    updated: lagosTimeText(found.updatedAt),
    expected: expectedText(found.expectedOn, found.overdue),
    status: found.status,
    statusName: caseStatusText(found.status, found.reopenedAt !== null),
    fixed: fixText(found, found.fixAnsweredAt ? lagosTimeText(found.fixAnsweredAt) : null),
    level: levelText(found.level),
    national: found.level === "national",
    escalated: found.escalatedAt ? lagosTimeText(found.escalatedAt) : null,
    assignee: found.assignee,
    resolution: found.resolution ? resolutionName(found.resolution) : null,
    resolved: found.resolvedAt ? lagosTimeText(found.resolvedAt) : null,
    open: found.resolvedAt === null,
    language: isLocale(found.locale) ? found.locale : "en",
    anonymous: found.anonymous,
    erased: found.erased,
    letterGoes: letterGoes(found),
    moves: file.moves.filter((move) => mayMove(found.status, move)),
    events: file.events.map((event) => ({
      kind: event.kind,
      at: lagosTimeText(event.writtenAt),
      by: event.writtenBy,
      what: eventLine(event.kind, event.body),
      words: event.kind === "note" || event.kind === "reply" ? (event.body ?? "") : null,
    })),
    letters: file.letters.map((letter) => ({ ...letter, writtenAt: lagosTimeText(letter.writtenAt) })),
    saved: new URL(request.url).searchParams.get("done"),
    sms: sms.map(smsRowText),
    placeable,
  };
}

export interface CaseEntries extends ResolveEntries, PlaceEntries {
  assignee: string;
  status: string;
  note: string;
  reply: string;
}

export type CaseAnswer =
  | { contact: GrievanceContact }
  | { preview: LetterPreview; form: "reply" | "resolve"; entries: CaseEntries; problems: Record<string, string> }
  | { form?: string; entries: CaseEntries; problems: Record<string, string> };

function entriesOf(form: FormData): CaseEntries {
  return {
    assignee: formText(form, "assignee"),
    status: formText(form, "status"),
    note: formText(form, "note").trim(),
    reply: formText(form, "reply").trim(),
    closing: formText(form, "closing").trim(),
    resolution: formText(form, "resolution"),
    checked: formText(form, "checked").slice(0, 64),
    state: formText(form, "state"),
    lga: formText(form, "lga").trim(),
  };
}

/** One of the page's forms, by its intent: a redirect back to the page when done, or what to show. */
export async function caseAction(member: StaffMember, reference: string, form: FormData) {
  const intent = formText(form, "intent");
  const entries = entriesOf(form);
  const here = (done: string) => redirect(`${grievanceCaseHref(reference)}?done=${done}#done`, 303);
  // Which form was sent, so that its problems are shown beside it alone.
  const sent = intent === "take" ? "assign" : intent.replace(/^preview-/, "");
  const refuse = (problems: Record<string, string>) => data<CaseAnswer>({ form: sent, entries, problems }, { status: 400 });
  try {
    switch (intent) {
      case "contact": {
        const contact = await revealGrievanceContact(member, reference);
        if (!contact) throw notFound();
        return data<CaseAnswer>({ contact });
      }
      case "take":
        await assignGrievance(member, reference, member.name);
        return here("assigned");
      case "assign": {
        const problem = assigneeProblem(
          entries.assignee,
          await grievanceOfficers(member, reference),
          "Choose a grievance officer whose desk covers this case, or nobody",
        );
        if (problem) return refuse({ assignee: problem });
        await assignGrievance(member, reference, entries.assignee || null);
        return here("assigned");
      }
      case "move":
        if (entries.status === "") return refuse({ status: "Choose the new status" });
        await moveGrievance(member, reference, entries.status);
        return here("moved");
      case "note": {
        const problem = bodyProblem(entries.note, "note");
        if (problem) return refuse({ note: problem });
        await noteGrievance(member, reference, entries.note);
        return here("noted");
      }
      case "place": {
        const checked = placeProblems(entries, await registerPlaces());
        if ("problems" in checked) return refuse(checked.problems);
        await placeGrievance(member, reference, checked.state, checked.lga);
        return here("placed");
      }
      case "escalate":
        await escalateGrievance(member, reference);
        return here("escalated");
      case "preview-reply":
      case "reply": {
        const problem = bodyProblem(entries.reply, "reply");
        if (problem) return refuse({ reply: problem });
        const file = await grievanceFile(member, reference);
        if (!file) throw notFound();
        const locale = isLocale(file.grievance.locale) ? file.grievance.locale : "en";
        const content = replyLetter(reference, entries.reply, grievanceLetterLinks(locale), locale);
        const step = grievanceLetterStep(
          intent === "reply" ? "send" : "preview",
          content,
          entries.checked,
          letterGoes(file.grievance),
          locale,
        );
        if ("preview" in step) return data<CaseAnswer>({ preview: step.preview, form: "reply", entries, problems: {} });
        const written = await replyToGrievance(member, reference, entries.reply, step.send ? grievanceLetterMessage(step.send) : null);
        return here(written ? "replied-letter" : "replied");
      }
      case "preview-resolve":
      case "resolve": {
        const problems = resolveProblems(entries);
        if (Object.keys(problems).length > 0) return refuse(problems);
        const file = await grievanceFile(member, reference);
        if (!file) throw notFound();
        const locale = isLocale(file.grievance.locale) ? file.grievance.locale : "en";
        const content = closingLetter(reference, entries.resolution, entries.closing, grievanceLetterLinks(locale), locale);
        const step = grievanceLetterStep(
          intent === "resolve" ? "send" : "preview",
          content,
          entries.checked,
          letterGoes(file.grievance),
          locale,
        );
        if ("preview" in step) return data<CaseAnswer>({ preview: step.preview, form: "resolve", entries, problems: {} });
        const letter = step.send ? grievanceLetterMessage(step.send) : null;
        const written = await resolveGrievance(member, reference, entries.resolution, entries.closing, letter);
        return here(written ? "resolved-letter" : "resolved");
      }
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    if (isNoSuchCase(error)) throw notFound();
    const problem = grievanceProblem(error);
    if (!problem) throw error;
    // An escalation's refusal is shown beside its own button: the status list it would otherwise join may not be on the page.
    const field = sent === "escalate" ? "escalate" : sent === "place" ? "state" : problem.field;
    return data<CaseAnswer>({ form: sent, entries, problems: { [field]: problem.message } }, { status: problem.status });
  }
}
