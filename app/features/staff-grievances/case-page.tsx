import { describedBy, Field } from "~/components/form-fields";
import { DoneNotice } from "~/components/done-notice";
import { whoHasIt } from "~/features/cases/case-words";
import { SummaryList } from "~/features/cases/summary-list";
import { doneText } from "./case-words";
import type { GrievanceContact } from "./grievances.server";
import { BODY_MAX } from "./rules";

/**
 * The parts of a case's page in the back office, each a section with its own
 * heading; every form posts to the page and works without scripts. Internal
 * notes and public replies have forms, headings and history entries of their
 * own, so nobody mistakes one for the other. Its status and place are in
 * status-sections.tsx, its letters in letter-sections.tsx; who handles it and
 * the letters written are any case's (cases/).
 */

export function CaseDone({ done }: { done: string | null }) {
  const text = doneText(done);
  return text ? <DoneNotice id="done">{text}</DoneNotice> : null;
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
  /** "Was it fixed?" for the latest resolution, in words; null while the case was never resolved. */
  fixed: string | null;
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
  if (page.fixed) rows.push(["Was it fixed?", page.fixed]);
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
