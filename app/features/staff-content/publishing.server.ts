import { data, redirect } from "@remix-run/node";
import { formText } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { compareRows } from "./compare";
import { changeItem, moveDraft, publishDraft, restoreRevision, revisionsOf } from "./content.server";
import { requireItem } from "./item.server";
import { DONE, isItemIntent, itemOffers, publishedWords, publishSchedule, refusalField, scheduledFor } from "./publishing";
import type { Problems } from "~/components/form-fields";
import { staffActionProblem } from "./refusals.server";
import { needsSecondStep, takeOffAsked, takeOffHref } from "./take-off";
import { shownTitle } from "./titles";
import { DRAFT_STATES, ITEM_STATUSES, PROVENANCES } from "./words";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/** An item's page: what readers see of it, its draft and what that changes, its history, and what the page offers. */
export async function itemPage(member: StaffMember, collection: CollectionManifest, id: string, query: URLSearchParams) {
  const [item, revisions] = await Promise.all([requireItem(member, collection, id), revisionsOf(member, collection, id)]);
  const compared = revisions.find((revision) => revision.id === Number(query.get("compare")));
  const row = item.row;
  const now = new Date();
  const scheduled = scheduledFor(row, item.live, now);
  const publisher = member.roles.includes("publisher");
  return {
    table: collection.table,
    label: collection.label,
    id,
    title: shownTitle((item.draft?.proposed ?? row)?.[collection.titleField], id),
    // What readers see now, which a draft may be about to change: what taking it off the site names.
    liveTitle: shownTitle(row?.[collection.titleField], id),
    csrf: member.csrf,
    publisher,
    saved: query.has("saved"),
    takingOff: takeOffAsked(query.get("take-off"), item.live || scheduled !== null),
    done: query.get("done")?.slice(0, 80) ?? null,
    live: item.live,
    status: row ? (ITEM_STATUSES[String(row.status)] ?? String(row.status)) : null,
    scheduled,
    provenance: row ? (PROVENANCES[String(row.provenance)] ?? "") : null,
    publicPath: row && item.live ? collection.publicPath(row) : null,
    offers: itemOffers({
      publisher,
      onRecord: row !== null,
      live: item.live,
      scheduled: scheduled !== null,
      archived: row?.status === "archived",
      confirmed: row?.provenance === "confirmed",
      draft: item.draft?.state ?? null,
    }),
    draft: item.draft
      ? {
          id: item.draft.id,
          stateWords: DRAFT_STATES[item.draft.state],
          by: item.draft.updatedBy,
          note: item.draft.note,
          own: [item.draft.createdBy, item.draft.updatedBy, item.draft.submittedBy].includes(member.name),
          changes: compareRows(collection, row, { ...row, ...item.draft.proposed }),
        }
      : null,
    revisions: revisions.map((revision) => ({
      id: revision.id,
      at: lagosTimeText(revision.at),
      actor: revision.actor,
      action: revision.action,
      restorable: revision.after !== null,
    })),
    compared: compared
      ? { id: compared.id, changes: compared.after ? compareRows(collection, compared.before, compared.after) : [] }
      : null,
  };
}

/** What a refused action shows: the problems, and what was typed, to keep on screen. */
export interface Refusal {
  problems: Problems;
  entries: Record<string, string>;
}

/**
 * A post to an item's page, by its intent: done, and back to the page saying so; or refused, with
 * the problems and what was typed; or, for taking the item off the site without its "yes", the second step.
 */
export async function itemAction(member: StaffMember, collection: CollectionManifest, id: string, form: FormData) {
  const intent = formText(form, "intent");
  const draftId = Number(formText(form, "draft"));
  const back = (done: string) => redirect(`/staff/content/${collection.table}/${id}?done=${encodeURIComponent(done)}`, 303);
  const refused = (problems: Problems, status = 400) =>
    data<Refusal>({ problems, entries: Object.fromEntries([...form.keys()].map((key) => [key, formText(form, key)])) }, { status });
  if (!isItemIntent(intent)) throw new Response("That is not something this page does.", { status: 400 });
  if (needsSecondStep(intent, formText(form, "confirmed"))) return redirect(takeOffHref(collection.table, id, intent), 303);
  try {
    switch (intent) {
      case "submit":
      case "discard":
        await moveDraft(member, draftId, intent);
        break;
      case "return": {
        const note = formText(form, "note").trim();
        if (!note) return refused({ note: "Say what needs changing" });
        await moveDraft(member, draftId, "return", note);
        break;
      }
      case "publish": {
        const now = new Date();
        const schedule = publishSchedule(formText(form, "publish_at"), formText(form, "unpublish_at"), now);
        if ("problems" in schedule) return refused(schedule.problems);
        await publishDraft(member, draftId, { ...schedule, urgent: formText(form, "urgent").trim() });
        return back(publishedWords(schedule.publishAt, now));
      }
      case "restore":
        await restoreRevision(member, Number(formText(form, "revision")));
        break;
      default:
        await changeItem(member, collection, id, intent);
    }
    return back(DONE[intent]);
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return refused({ [refusalField(intent)]: problem.message }, problem.status);
  }
}
