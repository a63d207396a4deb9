import { whoHasIt } from "~/features/cases/case-words";
import { SummaryList } from "~/features/cases/summary-list";
import type { ContactDetails } from "./requests.server";
import { actorName, ageText, doneText, emailText } from "./request-words";
import { kilobytes } from "~/utils/format";
import { DoneNotice } from "~/components/done-notice";

/**
 * The parts of a request's page in the back office, each a section with its
 * own heading; every form posts to the page and works without scripts. Who
 * handles it and its letters are any case's (cases/assign-section.tsx,
 * cases/letters-section.tsx).
 */

export function RequestDone({ done }: { done: string | null }) {
  const text = doneText(done);
  return text ? <DoneNotice id="done">{text}</DoneNotice> : null;
}

/** The status code of a request the officer has just entered: shown this once. */
export function EnteredCode({ code, hasEmail, statusPage }: { code: string | null; hasEmail: boolean; statusPage: string }) {
  if (!code) return null;
  return (
    <div className="callout">
      <p>
        The requester&rsquo;s code for the status page is <strong className="status-code">{code}</strong>. It is shown only this once: the
        office keeps only a fingerprint of it.
      </p>
      <p>
        {hasEmail
          ? "The acknowledgement e-mail gives it too. "
          : "The request gives no e-mail address: write the reference and the code on the acknowledgement you post to its office address. "}
        With the reference and the code, the requester follows the request at {statusPage}.
      </p>
    </div>
  );
}

export function RequestFacts({
  page,
}: {
  page: {
    statusName: string;
    received: string;
    channel: string;
    enteredBy: string | null;
    workingDays: number;
    decided: string | null;
    assignee: string | null;
    me: string;
    hasEmail: boolean;
    emailConfirmed: boolean;
  };
}) {
  return (
    <dl className="summary-list">
      <div>
        <dt>Status</dt>
        <dd>
          <strong className="status-tag">{page.statusName}</strong>
        </dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>
          {page.received}, {page.channel}
          {page.enteredBy ? `, entered by ${page.enteredBy}` : ""}
        </dd>
      </div>
      <div>
        <dt>Age</dt>
        <dd>{ageText(page.workingDays, page.decided)}</dd>
      </div>
      <div>
        <dt>With</dt>
        <dd>{whoHasIt(page.assignee, page.me)}</dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>{emailText(page.hasEmail, page.emailConfirmed)}</dd>
      </div>
    </dl>
  );
}

/** Contact details only when asked for: each look is recorded. */
export function ContactSection({ erased, contact, csrf }: { erased: boolean; contact: ContactDetails | null; csrf: string }) {
  const rows: [string, string][] = contact
    ? [
        ["Organisation", contact.organizationName ?? ""],
        ["Office address", contact.officeAddress ?? ""],
        ["E-mail address", contact.emailAddress ?? "Not given"],
        ["Phone number", contact.phone ?? "Not given"],
        ["Name of requester", contact.requesterName ?? "Not given"],
        ["Designation", contact.designation ?? "Not given"],
      ]
    : [];
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact details</h2>
      {erased ? (
        <p>Erased, as the retention period or the person asked.</p>
      ) : contact ? (
        <SummaryList rows={rows} id="contact" />
      ) : (
        <form method="post" action="#contact-heading">
          <input type="hidden" name="csrf" value={csrf} />
          <p>The address, e-mail and requester&rsquo;s name are shown only when you ask. Each look is recorded under your name.</p>
          <button type="submit" name="intent" value="contact" className="button--secondary">
            Show contact details
          </button>
        </form>
      )}
    </section>
  );
}

export function SentSection({ erased, rows }: { erased: boolean; rows: readonly (readonly [string, string])[] }) {
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading">What was sent</h2>
      {erased ? (
        <p>Erased, as the retention period or the person asked. The reference, sector, data requested and outcome are kept.</p>
      ) : (
        <SummaryList rows={rows} />
      )}
    </section>
  );
}

export function AttachmentsSection({
  reference,
  erased,
  attachments,
}: {
  reference: string;
  erased: boolean;
  attachments: readonly { id: number; name: string; description: string; bytes: number; addedBy: string; addedAt: string }[];
}) {
  return (
    <section aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">Attachments</h2>
      {attachments.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <a href={`/staff/requests/${reference}/attachments/${attachment.id}`}>{attachment.name}</a>
              {attachment.description ? `: ${attachment.description}` : ""} ({kilobytes(attachment.bytes)}, added by {attachment.addedBy},{" "}
              {attachment.addedAt})
            </li>
          ))}
        </ul>
      )}
      {erased ? null : (
        <p>
          <a href={`/staff/requests/${reference}/attachments`}>Attach a scan or a signed agreement</a>
        </p>
      )}
      <p className="hint">Opening an attachment is recorded under your name.</p>
    </section>
  );
}

export function HistorySection({ history }: { history: readonly { at: string; actor: string; what: string }[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className="staff-history">
        {history.map((entry, index) => (
          <li key={index}>{`${entry.at}, ${actorName(entry.actor)}: ${entry.what}`}</li>
        ))}
      </ol>
    </section>
  );
}
