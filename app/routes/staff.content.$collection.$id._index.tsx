import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, Field } from "~/components/form-fields";
import { ScrollRegion } from "~/components/scroll-region";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff, type StaffMember } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { compareRows } from "~/features/staff-content/compare";
import { Changes } from "~/features/staff-content/changes";
import {
  changeItem,
  moveDraft,
  publishDraft,
  readItem,
  restoreRevision,
  revisionsOf,
  type LiveChange,
} from "~/features/staff-content/content.server";
import { requireCollection } from "~/features/staff-content/editing.server";
import { PAGE_PREVIEW_COLLECTIONS } from "~/features/staff-content/page-preview";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { DRAFT_STATES, ITEM_STATUSES, PROVENANCES } from "~/features/staff-content/words";
import { lagosTimeText, parseLagosTime } from "~/utils/lagos-time";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.title ?? "Item");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const [item, revisions] = await Promise.all([readItem(member, collection, id), revisionsOf(member, collection, id)]);
  if (!item.row && !item.draft) throw new Response("There is no such item.", { status: 404 });
  const query = new URL(request.url).searchParams;
  const compare = Number(query.get("compare"));
  const compared = revisions.find((revision) => revision.id === compare);
  const row = item.row;
  const titleValue = (item.draft?.proposed ?? row)?.[collection.titleField];
  const liveTitle = row?.[collection.titleField];
  const publicPath = row && item.live ? collection.publicPath(row) : null;
  const publishAt = typeof row?.publish_at === "string" ? new Date(row.publish_at) : null;
  const scheduled = row?.status === "published" && !item.live && publishAt && publishAt > new Date() ? lagosTimeText(publishAt) : null;
  return {
    table: collection.table,
    label: collection.label,
    id,
    title: typeof titleValue === "string" && titleValue !== "" ? titleValue : id,
    // What readers see now, which a draft may be about to change: what taking it off the site names.
    liveTitle: typeof liveTitle === "string" && liveTitle !== "" ? liveTitle : id,
    csrf: member.csrf,
    publisher: member.roles.includes("publisher"),
    me: member.name,
    saved: query.has("saved"),
    takingOff: takeOffAsked(query.get("take-off"), item.live || scheduled !== null),
    done: query.get("done")?.slice(0, 80) ?? null,
    live: item.live,
    status: row ? (ITEM_STATUSES[String(row.status)] ?? String(row.status)) : null,
    scheduled,
    provenance: row ? (PROVENANCES[String(row.provenance)] ?? "") : null,
    confirmable: row !== null && row.provenance !== "confirmed",
    archived: row?.status === "archived",
    publicPath,
    draft: item.draft
      ? {
          id: item.draft.id,
          state: item.draft.state,
          stateWords: DRAFT_STATES[item.draft.state],
          by: item.draft.updatedBy,
          submittedBy: item.draft.submittedBy,
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

type Problems = Record<string, string>;
/** What a refused action shows: the problems, and what was typed, to keep on screen. */
interface Refusal {
  problems: Problems;
  entries: Record<string, string>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const form = await readFormData(request);
  requireCsrf(member, form);
  const intent = formText(form, "intent");
  const draftId = Number(formText(form, "draft"));
  const back = (done: string) => redirect(`/staff/content/${collection.table}/${id}?done=${encodeURIComponent(done)}`, 303);
  const refused = (problems: Problems, status = 400) =>
    data<Refusal>({ problems, entries: Object.fromEntries([...form.keys()].map((key) => [key, formText(form, key)])) }, { status });
  try {
    switch (intent) {
      case "submit":
        await moveDraft(member, draftId, "submit");
        return back("Sent for review");
      case "discard":
        await moveDraft(member, draftId, "discard");
        return back("Draft discarded");
      case "return": {
        const note = formText(form, "note").trim();
        if (!note) return refused({ note: "Say what needs changing" });
        await moveDraft(member, draftId, "return", note);
        return back("Returned to its writer");
      }
      case "publish": {
        const outcome = await publish(member, form, draftId);
        return "done" in outcome ? back(outcome.done) : refused(outcome.problems);
      }
      case "unpublish":
      case "archive":
        // Taking an item off the site is a second step: a post without it (an old page's button) asks first.
        if (formText(form, "confirmed") !== "yes") return redirect(takeOffHref(collection.table, id, intent), 303);
        await changeItem(member, collection, id, intent);
        return back({ unpublish: "Unpublished", archive: "Archived" }[intent]);
      case "republish":
      case "confirm":
        await changeItem(member, collection, id, intent satisfies LiveChange);
        return back({ republish: "Published again", confirm: "Marked as confirmed by the office" }[intent]);
      case "restore":
        await restoreRevision(member, Number(formText(form, "revision")));
        return back("Restored");
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return refused({ [intent === "publish" ? "urgent" : "action"]: problem.message }, problem.status);
  }
}

/** Publishes the draft as scheduled; what to say when done, or the problems with the times typed. */
async function publish(member: StaffMember, form: FormData, draftId: number): Promise<{ done: string } | { problems: Problems }> {
  const publishAt = parseLagosTime(formText(form, "publish_at"));
  const unpublishAt = parseLagosTime(formText(form, "unpublish_at"));
  const problems: Problems = {};
  if (publishAt === "invalid") problems.publish_at = "Write the time as 2026-11-25 14:30, or leave it empty for now";
  if (unpublishAt === "invalid") problems.unpublish_at = "Write the time as 2026-11-25 14:30, or leave it empty to keep it up";
  if (publishAt !== "invalid" && unpublishAt !== "invalid" && unpublishAt && unpublishAt <= (publishAt ?? new Date())) {
    problems.unpublish_at = "It must go after it appears";
  }
  if (Object.keys(problems).length > 0 || publishAt === "invalid" || unpublishAt === "invalid") return { problems };
  await publishDraft(member, draftId, { publishAt, unpublishAt, urgent: formText(form, "urgent").trim() });
  return { done: publishAt && publishAt > new Date() ? `Scheduled for ${lagosTimeText(publishAt)}` : "Published" };
}

export default function ContentItem() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems: Problems = refused?.problems ?? {};
  const typed: Record<string, string> = refused?.entries ?? {};
  const base = `/staff/content/${page.table}/${page.id}`;
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={page.csrf} />
      {page.draft ? <input type="hidden" name="draft" value={page.draft.id} /> : null}
    </>
  );
  return (
    <StaffPage title={page.title}>
      <p>
        <a href={`/staff/content/${page.table}`}>Back to {page.label.toLowerCase()}</a>
      </p>
      {page.saved || page.done ? (
        <div className="callout" role="status">
          <p>{page.saved ? "Draft saved." : `Done: ${page.done}.`}</p>
        </div>
      ) : null}
      {Object.keys(problems).length > 0 ? (
        <div className="error-summary" role="alert" aria-labelledby="problem-title" tabIndex={-1}>
          <h2 id="problem-title">There is a problem</h2>
          <ul>
            {Object.entries(problems).map(([name, message]) => (
              <li key={name}>
                <a href={`#field-${name}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <h2>On the site</h2>
      {page.status === null ? (
        <p>Not on the site yet: this is a new item.</p>
      ) : (
        <dl className="staff-facts">
          <dt>Status</dt>
          <dd>
            {page.live ? "Live" : page.scheduled ? `Scheduled for ${page.scheduled} (Lagos time)` : page.status}
            {page.publicPath ? (
              <>
                {" "}
                (<a href={page.publicPath}>see it on the site</a>)
              </>
            ) : null}
          </dd>
          <dt>Where it comes from</dt>
          <dd>{page.provenance}</dd>
        </dl>
      )}
      {page.publisher && page.status !== null ? (
        <div className="staff-actions">
          {!page.live && !page.scheduled ? <ActionButton hidden={hidden} intent="republish" label="Publish again" /> : null}
          {/* Not on the site, archiving takes nothing away from readers: no second step. */}
          {!page.live && !page.scheduled && !page.archived ? (
            <ActionButton
              hidden={
                <>
                  {hidden}
                  <input type="hidden" name="confirmed" value="yes" />
                </>
              }
              intent="archive"
              label="Archive"
            />
          ) : null}
          {page.confirmable ? <ActionButton hidden={hidden} intent="confirm" label="Mark as confirmed by the office" /> : null}
        </div>
      ) : null}

      <h2>Draft</h2>
      {page.draft ? (
        <>
          <p>
            A draft, {page.draft.stateWords}, last changed by {page.draft.by}
            {page.draft.note ? `. The publisher's note: ${page.draft.note}` : ""}.
          </p>
          <Changes changes={page.draft.changes} caption="What the draft changes" />
          <div className="staff-actions">
            {page.draft.state !== "in_review" ? (
              <a className="button button--secondary" href={`${base}/edit`}>
                Edit the draft
              </a>
            ) : null}
            {PAGE_PREVIEW_COLLECTIONS.includes(page.table) ? (
              <a className="button button--secondary" href={`${base}/preview`}>
                See its page on a phone and a desktop
              </a>
            ) : null}
            {page.draft.state !== "in_review" ? <ActionButton hidden={hidden} intent="submit" label="Send for review" /> : null}
            <ActionButton hidden={hidden} intent="discard" label="Discard the draft" />
          </div>
          {page.publisher ? (
            <>
              <h3>Publish</h3>
              <form method="post" noValidate>
                {hidden}
                <TimeField
                  name="publish_at"
                  label="Appears from (Lagos time)"
                  hint="As 2026-11-25 14:30. Leave empty to publish now."
                  problems={problems}
                  typed={typed}
                />
                <TimeField
                  name="unpublish_at"
                  label="Goes at (Lagos time)"
                  hint="As 2026-11-25 14:30. Leave empty to keep it up."
                  problems={problems}
                  typed={typed}
                />
                {page.draft.own ? (
                  <Field
                    id="field-urgent"
                    label="Why it is urgent"
                    hint="You worked on this draft, so another publisher should review it. Publish it yourself only if it cannot wait: say why. The audit log keeps your reason."
                    error={problems.urgent}
                  >
                    <textarea
                      id="field-urgent"
                      name="urgent"
                      rows={2}
                      defaultValue={typed.urgent ?? ""}
                      aria-describedby={describedBy("field-urgent", true, problems.urgent)}
                    />
                  </Field>
                ) : problems.urgent ? (
                  <p className="field__error" id="field-urgent">
                    {problems.urgent}
                  </p>
                ) : null}
                <button type="submit" name="intent" value="publish">
                  Publish
                </button>
              </form>
              {page.draft.state === "in_review" ? (
                <>
                  <h3>Return it</h3>
                  <form method="post" noValidate>
                    {hidden}
                    <Field id="field-note" label="What needs changing" error={problems.note}>
                      <textarea
                        id="field-note"
                        name="note"
                        rows={3}
                        defaultValue={typed.note ?? ""}
                        aria-describedby={describedBy("field-note", false, problems.note)}
                      />
                    </Field>
                    <button type="submit" name="intent" value="return" className="button--secondary">
                      Return to its writer
                    </button>
                  </form>
                </>
              ) : null}
            </>
          ) : null}
        </>
      ) : (
        <p>
          No draft. <a href={`${base}/edit`}>Edit this item</a> to start one.
        </p>
      )}
      {page.publisher && (page.live || page.scheduled) ? (
        <TakeOff
          base={base}
          table={page.table}
          id={page.id}
          title={page.liveTitle}
          live={page.live}
          scheduled={page.scheduled}
          asked={page.takingOff}
          hidden={hidden}
        />
      ) : null}
      {problems.action ? (
        <p className="field__error" id="field-action">
          {problems.action}
        </p>
      ) : null}

      <h2>History</h2>
      {page.revisions.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ScrollRegion labelledBy="history-caption">
          <table className="staff-table">
            <caption className="visually-hidden" id="history-caption">
              Changes to this item, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When (Lagos)</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {page.revisions.map((revision) => (
                <tr key={revision.id}>
                  <td>{revision.at}</td>
                  <td>{revision.actor}</td>
                  <td>
                    {revision.action} (<a href={`${base}?compare=${revision.id}#compared`}>compare</a>)
                    {page.publisher && revision.restorable ? (
                      <form method="post">
                        <input type="hidden" name="csrf" value={page.csrf} />
                        <input type="hidden" name="revision" value={revision.id} />{" "}
                        <button type="submit" name="intent" value="restore" className="button--secondary">
                          Restore this version
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {page.compared ? (
        <section id="compared" aria-labelledby="compared-heading">
          <h3 id="compared-heading">What that change did</h3>
          <Changes changes={page.compared.changes} caption="Fields before and after the change" />
        </section>
      ) : null}
    </StaffPage>
  );
}

/** The changes that take a live (or scheduled) item off the site, each confirmed on a second step. */
const TAKE_OFF = {
  unpublish: { verb: "Unpublish", confirm: "Yes, unpublish", after: "it stays here, not published, and can be published again" },
  archive: { verb: "Archive", confirm: "Yes, archive", after: "it stays here, archived, and can be published again" },
} as const;
type TakeOffChange = keyof typeof TAKE_OFF;

/** The change a reader asked to take the item off the site with (`?take-off=`), if the item is on it or scheduled. */
function takeOffAsked(asked: string | null, onTheSite: boolean): TakeOffChange | null {
  return onTheSite && (asked === "unpublish" || asked === "archive") ? asked : null;
}

function takeOffHref(table: string, id: string, change: TakeOffChange): string {
  return `/staff/content/${table}/${id}?take-off=${change}#take-off`;
}

/**
 * Unpublishing and archiving, below the draft and its Publish button, in a section of their own:
 * each is a link to a second step that says what will happen, with "Yes" and "Cancel" (no JavaScript needed).
 */
function TakeOff({
  base,
  table,
  id,
  title,
  live,
  scheduled,
  asked,
  hidden,
}: {
  base: string;
  table: string;
  id: string;
  title: string;
  live: boolean;
  scheduled: string | null;
  asked: TakeOffChange | null;
  hidden: JSX.Element;
}) {
  const effect = live ? "takes it off the public site at once" : `stops it appearing on ${scheduled ?? ""} (Lagos time)`;
  return (
    <section id="take-off" aria-labelledby="take-off-heading" className="staff-take-off">
      <h2 id="take-off-heading">Take it off the site</h2>
      {asked ? (
        <div className="callout callout--warning">
          <p>
            {TAKE_OFF[asked].verb} &ldquo;{title}&rdquo;? This {effect}; {TAKE_OFF[asked].after}.
          </p>
          <div className="staff-actions">
            <form method="post">
              {hidden}
              <input type="hidden" name="confirmed" value="yes" />
              <button type="submit" name="intent" value={asked} className="staff-take-off__button">
                {TAKE_OFF[asked].confirm}
              </button>
            </form>
            <a href={base}>Cancel</a>
          </div>
        </div>
      ) : (
        <div className="staff-actions">
          {(Object.keys(TAKE_OFF) as TakeOffChange[]).map((change) => (
            <a key={change} className="button staff-take-off__button" href={takeOffHref(table, id, change)}>
              {TAKE_OFF[change].verb}&hellip;
            </a>
          ))}
        </div>
      )}
    </section>
  );
}

function ActionButton({ hidden, intent, label }: { hidden: JSX.Element; intent: string; label: string }) {
  return (
    <form method="post">
      {hidden}
      <button type="submit" name="intent" value={intent} className="button--secondary">
        {label}
      </button>
    </form>
  );
}

function TimeField({
  name,
  label,
  hint,
  problems,
  typed,
}: {
  name: string;
  label: string;
  hint: string;
  problems: Problems;
  typed: Record<string, string>;
}) {
  const id = `field-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={problems[name]}>
      <input id={id} name={name} defaultValue={typed[name] ?? ""} aria-describedby={describedBy(id, true, problems[name])} />
    </Field>
  );
}
