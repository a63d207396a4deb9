import { data, redirect } from "@remix-run/node";
import { assigneeProblem } from "~/features/cases/assignment";
import { caseReference } from "~/features/cases/case-reference";
import { takeEnteredCode } from "~/features/cases/entered-code.server";
import { formText } from "~/features/forms/form-data.server";
import { moveLetterMessage } from "~/features/requests/outbox.server";
import { statusName } from "~/features/requests/status-words";
import { receiptRowFromColumns, receiptRows } from "~/features/requests/summary";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { paths } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { historyLine } from "./history";
import { requestCaseHref } from "./paths";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { letterStep, moveEntries, moveProblems, type MoveEntries } from "./move-letter.server";
import { MOVES } from "./moves";
import { CHANNEL_NAMES } from "./queue";
import { moveProblem } from "./refusals.server";
import { assignRequest, moveRequest, requestFile, requestOfficers, revealContact, type ContactDetails } from "./requests.server";

/**
 * A request's page in the back office: what its loader reads, and what each
 * of its forms does (show the contact details, take it, assign it, preview a
 * move's letter, move it). The database decides which moves are legal
 * (dar_move); the rules here check what the officer wrote before it is asked.
 */

const NO_SUCH_REQUEST = "There is no such request.";

/** The reference in a request's address, or a 404 for anything that cannot be one. */
export function requestReference(params: { reference?: string }): string {
  return caseReference(params, /^DAR-\d{4}-\d{6}$/, NO_SUCH_REQUEST);
}

/** Everything the page shows, in words and Lagos times; the status code only to the officer who just entered it. */
export async function requestPage(member: StaffMember, request: Request, reference: string) {
  const [file, officers] = await Promise.all([requestFile(member, reference), requestOfficers(member)]);
  if (!file) throw new Response(NO_SUCH_REQUEST, { status: 404 });
  const { request: found } = file;
  const entered = await takeEnteredCode(request, requestCaseHref(reference));
  const page = {
    reference,
    csrf: member.csrf,
    me: member.name,
    officers,
    status: found.status,
    statusName: statusName(found.status),
    assignee: found.assignee,
    received: lagosTimeText(found.createdAt),
    decided: found.decidedAt ? lagosTimeText(found.decidedAt) : null,
    workingDays: found.workingDays,
    channel: CHANNEL_NAMES[found.channel] ?? found.channel,
    enteredBy: found.enteredBy,
    hasEmail: found.hasEmail,
    emailConfirmed: found.emailConfirmed,
    erased: found.erased,
    rows: found.erased ? [] : receiptRows(receiptRowFromColumns(found.row), { withContact: false }),
    moves: file.moves.filter((move) => move in MOVES),
    letters: file.letters.map((letter) => ({ ...letter, writtenAt: lagosTimeText(letter.writtenAt) })),
    attachments: file.attachments.map((attachment) => ({ ...attachment, addedAt: lagosTimeText(attachment.addedAt) })),
    history: file.history.map((entry) => ({ at: lagosTimeText(entry.at), actor: entry.actor, what: historyLine(entry) })),
    saved: new URL(request.url).searchParams.get("done"),
    enteredCode: entered?.statusCode ?? null,
    statusPage: siteOrigin() + paths.darStatus,
  };
  // Shown once: the cookie that carried it is forgotten with this answer, which no cache keeps.
  return entered ? data(page, { headers: { "Set-Cookie": entered.forget, "Cache-Control": "private, no-store" } }) : page;
}

export interface RequestEntries extends MoveEntries {
  assignee: string;
}

export type RequestAnswer =
  | { contact: ContactDetails }
  | { preview: LetterPreview; entries: RequestEntries; problems: Record<string, string> }
  | { entries: RequestEntries; problems: Record<string, string> };

/** One of the page's forms, by its intent: a redirect back to the page when done, or what to show. */
export async function requestAction(member: StaffMember, reference: string, form: FormData) {
  const intent = formText(form, "intent");
  const entries: RequestEntries = { ...moveEntries(form), assignee: formText(form, "assignee") };
  const here = (done: string) => redirect(`${requestCaseHref(reference)}?done=${done}#done`, 303);
  try {
    switch (intent) {
      case "contact": {
        const contact = await revealContact(member, reference);
        if (!contact) throw new Response(NO_SUCH_REQUEST, { status: 404 });
        return data<RequestAnswer>({ contact });
      }
      case "take":
        await assignRequest(member, reference, member.name);
        return here("assigned");
      case "assign": {
        const problem = assigneeProblem(entries.assignee, await requestOfficers(member), "Choose a request officer, or nobody");
        if (problem) return data<RequestAnswer>({ entries, problems: { assignee: problem } }, { status: 400 });
        await assignRequest(member, reference, entries.assignee || null);
        return here("assigned");
      }
      case "preview":
      case "move": {
        const problems = moveProblems(entries);
        if (Object.keys(problems).length > 0) return data<RequestAnswer>({ entries, problems }, { status: 400 });
        const file = await requestFile(member, reference);
        if (!file) throw new Response(NO_SUCH_REQUEST, { status: 404 });
        const step = letterStep(intent, entries, reference, file.request);
        if ("preview" in step) return data<RequestAnswer>({ entries, problems: {}, preview: step.preview });
        const letter = step.send ? moveLetterMessage(step.send) : null;
        const written = await moveRequest(member, reference, entries.status, entries.note, letter);
        return here(written ? "moved-letter" : letter ? "moved-no-email" : "moved");
      }
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data<RequestAnswer>({ entries, problems: { [problem.field]: problem.message } }, { status: problem.status });
  }
}
