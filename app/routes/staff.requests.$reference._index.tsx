import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { renderMail } from "~/features/mail/render.server";
import { moveLetterMessage } from "~/features/requests/outbox.server";
import { statusName } from "~/features/requests/status-words";
import { receiptRowFromColumns, receiptRows } from "~/features/requests/summary";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { historyLine } from "~/features/staff-requests/history";
import { MoveForm, type LetterPreview } from "~/features/staff-requests/move-form";
import { letterDigest, moveEntries, moveLetter, moveProblems, type MoveEntries } from "~/features/staff-requests/move-letter.server";
import { MOVES } from "~/features/staff-requests/moves";
import { takeEnteredCode } from "~/features/staff-requests/entered-code.server";
import { CHANNEL_NAMES } from "~/features/staff-requests/queue";
import { moveProblem } from "~/features/staff-requests/refusals.server";
import {
  assignRequest,
  moveRequest,
  requestFile,
  requestOfficers,
  revealContact,
  type ContactDetails,
} from "~/features/staff-requests/requests.server";
import { formatCount } from "~/utils/format";
import { siteOrigin } from "~/utils/env.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { paths } from "~/site/paths";
import { isLocale, localeNames } from "~/i18n/locales";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Request ${data.reference}` : "Request");

function referenceOf(params: { reference?: string }): string {
  const reference = params.reference ?? "";
  if (!/^DAR-\d{4}-\d{6}$/.test(reference)) throw new Response("There is no such request.", { status: 404 });
  return reference;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = referenceOf(params);
  const [file, officers] = await Promise.all([requestFile(member, reference), requestOfficers(member)]);
  if (!file) throw new Response("There is no such request.", { status: 404 });
  const { request: found } = file;
  const entered = await takeEnteredCode(request, reference);
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

interface Entries extends MoveEntries {
  assignee: string;
}

type ActionData =
  | { contact: ContactDetails }
  | { preview: LetterPreview; entries: Entries; problems: Record<string, string> }
  | { entries: Entries; problems: Record<string, string> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = referenceOf(params);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const intent = formText(form, "intent");
  const entries: Entries = { ...moveEntries(form), assignee: formText(form, "assignee") };
  const here = (done: string) => redirect(`/staff/requests/${reference}?done=${done}#done`, 303);
  try {
    switch (intent) {
      case "contact": {
        const contact = await revealContact(member, reference);
        if (!contact) throw new Response("There is no such request.", { status: 404 });
        return data<ActionData>({ contact });
      }
      case "take":
        await assignRequest(member, reference, member.name);
        return here("assigned");
      case "assign": {
        const officers = await requestOfficers(member);
        if (entries.assignee !== "" && !officers.some((officer) => officer.name === entries.assignee))
          return data<ActionData>({ entries, problems: { assignee: "Choose a request officer, or nobody" } }, { status: 400 });
        await assignRequest(member, reference, entries.assignee || null);
        return here("assigned");
      }
      case "preview":
      case "move": {
        const problems = moveProblems(entries);
        if (Object.keys(problems).length > 0) return data<ActionData>({ entries, problems }, { status: 400 });
        // The letter is in the language of the form the request came through, with links to pages in it.
        const file = await requestFile(member, reference);
        if (!file) throw new Response("There is no such request.", { status: 404 });
        const locale = isLocale(file.request.locale) ? file.request.locale : "en";
        const content = moveLetter(entries, reference, locale);
        const digest = content ? letterDigest(content) : "";
        // A letter to an address goes only as the officer last saw it.
        const unseen = intent === "move" && content !== null && file.request.hasEmail && entries.checked !== digest;
        if (intent === "preview" || unseen) {
          const rendered = content ? renderMail(content) : null;
          const letter = rendered
            ? { subject: rendered.subject, text: rendered.text, language: localeNames[locale].english, digest }
            : null;
          return data<ActionData>({ entries, problems: {}, preview: { letter, goes: file.request.hasEmail, unseen } });
        }
        const letter = content ? moveLetterMessage(content) : null;
        const written = await moveRequest(member, reference, entries.status, entries.note, letter);
        return here(written ? "moved-letter" : letter ? "moved-no-email" : "moved");
      }
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data<ActionData>({ entries, problems: { [problem.field]: problem.message } }, { status: problem.status });
  }
}

const DONE: Record<string, string> = {
  entered: "Done: the request is entered, with its scan. If it gave an e-mail address, the acknowledgement is on its way.",
  assigned: "Done: the request is assigned.",
  moved: "Done: the request has moved on. No letter goes with this move.",
  "moved-no-email": "Done: the request has moved on. It has no e-mail address, so no letter went: write to the requester by post.",
  "moved-letter": "Done: the request has moved on, and the letter is on its way to the requester.",
};

function kilobytes(bytes: number) {
  return `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export default function RequestPage() {
  const page = useLoaderData<typeof loader>();
  const answer: ActionData | undefined = useActionData<typeof action>();
  const contact = answer && "contact" in answer ? answer.contact : null;
  const refused = answer && "problems" in answer ? answer : null;
  const assignee = refused?.entries.assignee ?? page.assignee ?? "";
  const problems = refused?.problems ?? {};
  const preview = answer && "preview" in answer ? answer.preview : null;
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title={`Request ${page.reference}`}>
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      {page.saved && DONE[page.saved] ? (
        <p className="callout" role="status" id="done" tabIndex={-1}>
          {DONE[page.saved]}
        </p>
      ) : null}
      {page.enteredCode ? (
        <div className="callout">
          <p>
            The requester&rsquo;s code for the status page is <strong className="status-code">{page.enteredCode}</strong>. It is shown only
            this once: the office keeps only a fingerprint of it.
          </p>
          <p>
            {page.hasEmail
              ? "The acknowledgement e-mail gives it too. "
              : "The request gives no e-mail address: write the reference and the code on the acknowledgement you post to its office address. "}
            With the reference and the code, the requester follows the request at {page.statusPage}.
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} />
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
          <dd>
            {page.workingDays} working day{page.workingDays === 1 ? "" : "s"}
            {page.decided ? ` (decided ${page.decided})` : page.workingDays > 10 ? ": overdue" : ""}
          </dd>
        </div>
        <div>
          <dt>With</dt>
          <dd>{page.assignee === null ? "Nobody" : page.assignee === page.me ? "You" : page.assignee}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            {!page.hasEmail
              ? "None given: letters cannot be e-mailed"
              : page.emailConfirmed
                ? "Given, and confirmed by the requester"
                : "Given, not yet confirmed by the requester"}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact details</h2>
        {page.erased ? (
          <p>Erased, as the retention period or the person asked.</p>
        ) : contact ? (
          <dl className="summary-list" id="contact">
            <div>
              <dt>Organisation</dt>
              <dd>{contact.organizationName}</dd>
            </div>
            <div>
              <dt>Office address</dt>
              <dd>{contact.officeAddress}</dd>
            </div>
            <div>
              <dt>E-mail address</dt>
              <dd>{contact.emailAddress ?? "Not given"}</dd>
            </div>
            <div>
              <dt>Name of requester</dt>
              <dd>{contact.requesterName ?? "Not given"}</dd>
            </div>
            <div>
              <dt>Designation</dt>
              <dd>{contact.designation ?? "Not given"}</dd>
            </div>
          </dl>
        ) : (
          <form method="post" action="#contact-heading">
            <input type="hidden" name="csrf" value={page.csrf} />
            <p>The address, e-mail and requester&rsquo;s name are shown only when you ask. Each look is recorded under your name.</p>
            <button type="submit" name="intent" value="contact" className="button--secondary">
              Show contact details
            </button>
          </form>
        )}
      </section>

      {page.status === "approved" || page.status === "declined" || page.status === "withdrawn" ? null : (
        <section aria-labelledby="assign-heading">
          <h2 id="assign-heading">Who handles it</h2>
          {page.assignee !== page.me ? (
            <form method="post" action="#assign-heading">
              <input type="hidden" name="csrf" value={page.csrf} />
              <button type="submit" name="intent" value="take">
                Take it
              </button>
            </form>
          ) : null}
          <form method="post" action="#assign-heading" className="staff-inline-form">
            <input type="hidden" name="csrf" value={page.csrf} />
            <Field id="field-assignee" label="Give it to" error={problems.assignee}>
              <select
                id="field-assignee"
                name="assignee"
                defaultValue={assignee}
                aria-describedby={describedBy("field-assignee", false, problems.assignee)}
              >
                <option value="">Nobody</option>
                {page.officers.map((officer) => (
                  <option key={officer.name} value={officer.name}>
                    {officer.displayName} ({officer.name})
                  </option>
                ))}
              </select>
            </Field>
            <button type="submit" name="intent" value="assign" className="button--secondary">
              Assign
            </button>
          </form>
        </section>
      )}

      {page.moves.length > 0 ? (
        <MoveForm
          reference={page.reference}
          csrf={page.csrf}
          moves={page.moves}
          hasEmail={page.hasEmail}
          entries={refused && refused.entries.status !== "" ? refused.entries : null}
          problems={problems}
          preview={preview}
        />
      ) : null}

      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">What was sent</h2>
        {page.erased ? (
          <p>Erased, as the retention period or the person asked. The reference, sector, data requested and outcome are kept.</p>
        ) : (
          <dl className="summary-list">
            {page.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="attachments-heading">
        <h2 id="attachments-heading">Attachments</h2>
        {page.attachments.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {page.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={`/staff/requests/${page.reference}/attachments/${attachment.id}`}>{attachment.name}</a>
                {attachment.description ? `: ${attachment.description}` : ""} ({kilobytes(attachment.bytes)}, added by {attachment.addedBy},{" "}
                {attachment.addedAt})
              </li>
            ))}
          </ul>
        )}
        {page.erased ? null : (
          <p>
            <a href={`/staff/requests/${page.reference}/attachments`}>Attach a scan or a signed agreement</a>
          </p>
        )}
        <p className="hint">Opening an attachment is recorded under your name.</p>
      </section>

      <section aria-labelledby="letters-heading">
        <h2 id="letters-heading">Letters</h2>
        {page.letters.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul>
            {page.letters.map((sent) => (
              <li key={`${sent.writtenAt}${sent.subject}`}>
                {sent.writtenAt}: {sent.subject} (
                {sent.state === "sent" ? "sent" : sent.state === "dead" ? "could not be delivered" : "on its way"}
                {sent.writtenBy === "nassco_app" ? "" : `, by ${sent.writtenBy}`})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ol className="staff-history">
          {page.history.map((entry, index) => (
            <li key={index}>{`${entry.at}, ${entry.actor === "nassco_app" ? "the website" : entry.actor}: ${entry.what}`}</li>
          ))}
        </ol>
      </section>
    </StaffPage>
  );
}
