import { ChoiceList, describedBy, Field, FieldError } from "~/components/form-fields";
import { DoneNotice } from "~/components/done-notice";
import { states } from "~/content/states";
import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { GRIEVANCE_RESOLUTIONS } from "~/features/grievances/kinds";
import { resolutionName } from "~/features/grievances/words";
import type { LetterPreview } from "~/features/staff-requests/move-form";
import { doneText, staffStatusName, whoHasIt } from "./case-words";
import type { GrievanceContact } from "./grievances.server";
import { BODY_MAX, STATUS_MOVES } from "./rules";

/**
 * The parts of a case's page in the back office, each a section with its own
 * heading; every form posts to the page and works without scripts. Internal
 * notes and public replies have forms, headings and history entries of their
 * own, so nobody mistakes one for the other.
 */

export function CaseDone({ done }: { done: string | null }) {
  const text = doneText(done);
  return text ? <DoneNotice id="done">{text}</DoneNotice> : null;
}

function SummaryList({ rows, id }: { rows: readonly (readonly [string, string])[]; id?: string }) {
  return (
    <dl className="summary-list" id={id}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CaseFactsProps {
  statusName: string;
  level: string;
  escalated: string | null;
  category: string;
  place: string;
  channel: string;
  received: string;
  expected: string;
  updated: string;
  assignee: string | null;
  me: string;
  resolution: string | null;
  resolved: string | null;
  language: string;
}

export function CaseFacts({ page }: { page: CaseFactsProps }) {
  const rows: [string, string][] = [
    ["Status", page.statusName],
    ["Level", page.escalated ? `${page.level} (escalated ${page.escalated})` : page.level],
    ["Category", page.category],
    ["State and LGA", page.place],
    ["Channel", page.channel],
    ["Received", page.received],
    ["Expected by", page.expected],
    ["Assigned to", whoHasIt(page.assignee, page.me)],
    ["Language", page.language],
    ["Last changed", page.updated],
  ];
  if (page.resolution) rows.push(["Resolution", `${page.resolution} (${page.resolved})`]);
  return <SummaryList rows={rows} />;
}

export function DescriptionSection({ description }: { description: string }) {
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading">What happened</h2>
      <p className="staff-words">{description}</p>
    </section>
  );
}

/** Contact details only when asked for: each look is recorded first. */
export function ContactSection({
  anonymous,
  erased,
  contact,
  csrf,
}: {
  anonymous: boolean;
  erased: boolean;
  contact: GrievanceContact | null;
  csrf: string;
}) {
  let body;
  if (erased || contact?.erased) body = <p>Erased, as the retention period or the person asked.</p>;
  else if (anonymous) body = <p>None given: the person reported anonymously.</p>;
  else if (contact)
    body = (
      <SummaryList
        id="contact"
        rows={[
          ["Name", contact.name ?? "Not given"],
          ["Phone", contact.phone ?? "Not given"],
          ["E-mail", contact.email ?? "Not given"],
          ["May we contact them?", contact.mayContact ? "Yes" : "No: do not contact them"],
        ]}
      />
    );
  else
    body = (
      <form method="post" action="#contact-heading">
        <input type="hidden" name="csrf" value={csrf} />
        <p>The name, phone and e-mail are shown only when you ask. Each look is recorded under your name.</p>
        <button type="submit" name="intent" value="contact" className="button--secondary">
          Show contact details
        </button>
      </form>
    );
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact details</h2>
      {body}
    </section>
  );
}

export function StatusSection({
  csrf,
  moves,
  national,
  problem,
  escalateProblem,
}: {
  csrf: string;
  moves: readonly string[];
  national: boolean;
  problem?: string;
  /** The escalation's refusal, beside its button (the error summary links to it as #field-escalate). */
  escalateProblem?: string;
}) {
  return (
    <section aria-labelledby="status-heading">
      <h2 id="status-heading">Status and level</h2>
      {moves.length > 0 ? (
        <form method="post" action="#status-heading">
          <input type="hidden" name="csrf" value={csrf} />
          <ChoiceList
            type="radio"
            name="status"
            id="field-status"
            legend="Change the status to"
            error={problem}
            choices={moves.map((move) => ({
              value: move,
              label: (
                <>
                  {STATUS_MOVES[move]?.label ?? move} ({staffStatusName(move)})<span className="hint"> {STATUS_MOVES[move]?.hint}</span>
                </>
              ),
            }))}
            checked={() => false}
          />
          <button type="submit" name="intent" value="move" className="button--secondary">
            Change the status
          </button>
        </form>
      ) : null}
      {national ? (
        <>
          <p>The national office has this case.</p>
          {/* Refused because someone escalated it meanwhile: the refusal stays in view, where the button was. */}
          {escalateProblem ? (
            <div className="field field--error" id="field-escalate" tabIndex={-1}>
              <FieldError id="field-escalate-error" error={escalateProblem} />
            </div>
          ) : null}
        </>
      ) : (
        <form method="post" action="#status-heading">
          <input type="hidden" name="csrf" value={csrf} />
          <p>Escalate when the state desk cannot resolve it. The state desk still sees it.</p>
          <div className={escalateProblem ? "field field--error" : "field"}>
            <FieldError id="field-escalate-error" error={escalateProblem} />
            <button
              type="submit"
              id="field-escalate"
              name="intent"
              value="escalate"
              className="button--secondary"
              aria-describedby={describedBy("field-escalate", false, escalateProblem)}
            >
              Escalate to the national office
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * For a case sent as a free SMS without a state: the national office, having
 * called the person back, names where it happened; then that state's desk has it.
 */
export function PlaceSection({
  csrf,
  entries,
  problems,
}: {
  csrf: string;
  entries: { state: string; lga: string };
  problems: Record<string, string>;
}) {
  return (
    <section aria-labelledby="place-heading">
      <h2 id="place-heading">Place this case</h2>
      <p>It came by text message without a state. Once placed, the state&rsquo;s desk sees it as one of its own.</p>
      <form method="post" action="#place-heading">
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-state" label="State" error={problems.state} required>
          <select
            id="field-state"
            name="state"
            defaultValue={entries.state}
            required
            aria-describedby={describedBy("field-state", false, problems.state)}
          >
            <option value="">Choose a state</option>
            {states.map((state) => (
              <option key={state.registerName} value={state.registerName}>
                {state.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="field-lga"
          label="Local government area (optional)"
          hint="As the register names it. Leave it empty if the person did not say."
          error={problems.lga}
        >
          <input
            id="field-lga"
            name="lga"
            type="text"
            maxLength={GRIEVANCE_LIMITS.lga}
            defaultValue={entries.lga}
            autoComplete="off"
            aria-describedby={describedBy("field-lga", true, problems.lga)}
          />
        </Field>
        <button type="submit" name="intent" value="place" className="button--secondary">
          Place the case
        </button>
      </form>
    </section>
  );
}

export function NoteSection({ csrf, note, problem }: { csrf: string; note: string; problem?: string }) {
  return (
    <section aria-labelledby="note-heading">
      <h2 id="note-heading">Internal note (staff only)</h2>
      <form method="post" action="#note-heading">
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-note" label="Note" hint="Only staff see it. The person never does." error={problem}>
          <textarea
            id="field-note"
            name="note"
            rows={4}
            maxLength={BODY_MAX}
            defaultValue={note}
            aria-describedby={describedBy("field-note", true, problem)}
          />
        </Field>
        <button type="submit" name="intent" value="note" className="button--secondary">
          Save the note
        </button>
      </form>
    </section>
  );
}

/** The letter as it will go, and the button that sends it with what was entered. */
function PreviewBox({
  preview,
  csrf,
  action,
  hidden,
  send,
  label,
}: {
  preview: LetterPreview;
  csrf: string;
  action: string;
  hidden: Record<string, string>;
  send: string;
  label: string;
}) {
  const { letter, goes, unseen } = preview;
  return (
    <div className="staff-preview">
      <h3 id={`${send}-letter`} tabIndex={-1}>
        {letter && goes ? `The letter, in ${letter.language}: ${letter.subject}` : "No letter goes"}
      </h3>
      {unseen ? <p role="status">A letter goes with this. Read it as the person will, then send it.</p> : null}
      {!goes ? (
        <p>The person gave no e-mail address, or did not agree to be contacted: no letter goes. They see it on the status page.</p>
      ) : null}
      {letter && goes ? <pre className="staff-letter">{letter.text}</pre> : null}
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        {Object.entries(hidden).map(([name, value]) => (
          <input type="hidden" name={name} value={value} key={name} />
        ))}
        <input type="hidden" name="checked" value={letter?.digest ?? ""} />
        <button type="submit" name="intent" value={send}>
          {label}
        </button>
      </form>
      {letter && goes ? <p className="hint">To change the letter, change the form below and preview it again.</p> : null}
    </div>
  );
}

export function ReplySection({
  csrf,
  reply,
  problem,
  preview,
  letterGoes,
}: {
  csrf: string;
  reply: string;
  problem?: string;
  preview: LetterPreview | null;
  letterGoes: boolean;
}) {
  const action = "#reply-heading";
  return (
    <section aria-labelledby="reply-heading">
      <h2 id="reply-heading">Public reply (the person sees it on the status page)</h2>
      <p>
        {letterGoes
          ? "It also goes to them by e-mail, in their language: preview it first."
          : "No letter goes: they gave no e-mail address, or did not agree to be contacted."}
      </p>
      {preview ? (
        <PreviewBox
          preview={preview}
          csrf={csrf}
          action={action}
          hidden={{ reply }}
          send="reply"
          label={preview.goes ? "Send the reply and its letter" : "Save the reply"}
        />
      ) : null}
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-reply" label="Reply" hint="Plain words, to the person. Quote no one's personal details." error={problem}>
          <textarea
            id="field-reply"
            name="reply"
            rows={5}
            maxLength={BODY_MAX}
            defaultValue={reply}
            aria-describedby={describedBy("field-reply", true, problem)}
          />
        </Field>
        <div className="staff-actions">
          <button type="submit" name="intent" value="preview-reply">
            Preview the reply
          </button>{" "}
          <button type="submit" name="intent" value="reply" className="button--secondary">
            Send the reply
          </button>
        </div>
      </form>
    </section>
  );
}

export function ResolveSection({
  csrf,
  entries,
  problems,
  preview,
  letterGoes,
}: {
  csrf: string;
  entries: { resolution: string; closing: string };
  problems: Record<string, string>;
  preview: LetterPreview | null;
  letterGoes: boolean;
}) {
  const action = "#resolve-heading";
  return (
    <section aria-labelledby="resolve-heading">
      <h2 id="resolve-heading">Resolve the case</h2>
      <p>
        {letterGoes
          ? "The closing letter goes to them by e-mail, in their language: preview it first."
          : "No closing letter goes: they gave no e-mail address, or did not agree to be contacted. They see the reply on the status page."}
      </p>
      {preview ? (
        <PreviewBox
          preview={preview}
          csrf={csrf}
          action={action}
          hidden={{ resolution: entries.resolution, closing: entries.closing }}
          send="resolve"
          label={preview.goes ? "Send the closing letter and resolve" : "Resolve the case"}
        />
      ) : null}
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        <ChoiceList
          type="radio"
          name="resolution"
          id="field-resolution"
          legend="How was it resolved?"
          error={problems.resolution}
          choices={GRIEVANCE_RESOLUTIONS.map((resolution) => ({ value: resolution, label: resolutionName(resolution) }))}
          checked={(value) => value === entries.resolution}
        />
        <Field
          id="field-closing"
          label="Public reply that explains it"
          hint="The person reads it on the status page, and in the closing letter."
          error={problems.closing}
        >
          <textarea
            id="field-closing"
            name="closing"
            rows={5}
            maxLength={BODY_MAX}
            defaultValue={entries.closing}
            aria-describedby={describedBy("field-closing", true, problems.closing)}
          />
        </Field>
        <div className="staff-actions">
          <button type="submit" name="intent" value="preview-resolve">
            Preview the closing letter
          </button>{" "}
          <button type="submit" name="intent" value="resolve" className="button--secondary">
            Resolve
          </button>
        </div>
      </form>
    </section>
  );
}

export function HistorySection({
  events,
}: {
  events: readonly { kind: string; at: string; by: string; what: string; words: string | null }[];
}) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {events.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="staff-history">
          {events.map((event, index) => (
            <li key={index} className={event.kind === "note" ? "staff-note" : event.kind === "reply" ? "staff-reply" : undefined}>
              <strong>{event.what}</strong>
              {`, ${event.at}, ${event.by}`}
              {event.words !== null ? <p className="staff-words">{event.words}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
