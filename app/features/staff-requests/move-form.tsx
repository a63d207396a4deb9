import { ChoiceList, describedBy, Field, FieldError, InputField } from "~/components/form-fields";
import { APPROVAL_STEPS, USUAL_APPROVAL, type ApprovalStep } from "~/features/requests/approval-steps";
import { statusName } from "~/features/requests/status-words";
import { MOVES, NOTE_MAX } from "./moves";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { LetterPreviewBox } from "~/features/cases/letter-preview-box";

/**
 * A request's "What happens next": the move, its note, an approval's next
 * steps, and the letter's preview. A move with a letter to an address takes
 * two presses without any script: "Preview the letter" shows the letter as it
 * will go, in the requester's language, and its "Send" moves the request.
 */

/** An approval's next steps, as the form offers them. */
const APPROVAL_STEP_LABELS: Record<ApprovalStep, string> = {
  send_agreement: "We will send a data-sharing agreement to sign and return",
  agreement_received: "The signed data-sharing agreement they sent has been received",
  send_data: "We will share the data",
};

/** What the officer entered, as the form sends it back. */
export interface MoveFormEntries {
  status: string;
  note: string;
  steps: string[];
  dataBy: string;
}

/** The move's letter as it will go (cases/letter-preview-box.tsx): one without an e-mail address is shown to post. */
function PreviewSection({
  preview,
  entries,
  csrf,
  action,
}: {
  preview: LetterPreview;
  entries: MoveFormEntries;
  csrf: string;
  action: string;
}) {
  const sends = preview.letter !== null && preview.goes;
  return (
    <LetterPreviewBox
      preview={preview}
      csrf={csrf}
      action={action}
      headingId="letter-heading"
      labelled
      hidden={[
        ["status", entries.status],
        ["note", entries.note],
        ...entries.steps.map((step) => ["steps", step] as const),
        ["dataBy", entries.dataBy],
      ]}
      intent="move"
      label={sends ? "Send the letter and move the request" : "Move the request"}
      postsUnsent
      words={{
        none: "No letter goes with this move",
        unseen: "A letter goes with this move. Read it as the requester will, then send it.",
        notSent: "The request has no e-mail address, so this letter is not sent: post it to the requester.",
      }}
    />
  );
}

export function MoveForm({
  reference,
  csrf,
  moves,
  hasEmail,
  entries,
  problems,
  preview,
}: {
  reference: string;
  csrf: string;
  moves: string[];
  hasEmail: boolean;
  /** What was sent back, or null on a fresh page (an approval's usual steps ticked). */
  entries: MoveFormEntries | null;
  problems: Record<string, string>;
  preview: LetterPreview | null;
}) {
  // The page's own address: a form on a page reached with ?done= would otherwise post there, and say it again.
  const action = `/staff/requests/${reference}#move-heading`;
  const shown = entries ?? { status: "", note: "", steps: [...USUAL_APPROVAL.steps], dataBy: "" };
  return (
    <section aria-labelledby="move-heading">
      <h2 id="move-heading">What happens next</h2>
      {!hasEmail ? <p>This request has no e-mail address, so no letter will go. Write to the requester by post.</p> : null}
      {preview && entries ? <PreviewSection preview={preview} entries={entries} csrf={csrf} action={action} /> : null}
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        <ChoiceList
          type="radio"
          name="status"
          id="field-status"
          legend="Move the request to"
          error={problems.status}
          choices={moves.map((move) => ({
            value: move,
            label: (
              <>
                {MOVES[move]!.label} ({statusName(move)})<span className="hint"> {MOVES[move]!.note}</span>
              </>
            ),
          }))}
          checked={(move) => shown.status === move}
        />
        <Field
          id="field-note"
          label="Note"
          hint="For a letter, write to the requester: plain words, no jargon. Quote no one's personal details."
          error={problems.note}
        >
          <textarea
            id="field-note"
            name="note"
            rows={5}
            maxLength={NOTE_MAX}
            defaultValue={shown.note}
            aria-describedby={describedBy("field-note", true, problems.note)}
          />
        </Field>
        {moves.includes("approved") ? (
          <fieldset className={problems.steps ? "field field--error" : "field"} aria-describedby="field-steps-hint">
            <legend>If you approve: the next steps the letter promises</legend>
            <p className="hint" id="field-steps-hint">
              Tick what is true for this request. The letter says each in the requester&rsquo;s language.
            </p>
            <FieldError id="field-steps-error" error={problems.steps} />
            {APPROVAL_STEPS.map((step, index) => (
              <div className="checkbox" key={step}>
                <input
                  type="checkbox"
                  name="steps"
                  value={step}
                  id={index === 0 ? "field-steps" : `field-steps-${step}`}
                  defaultChecked={shown.steps.includes(step)}
                  aria-describedby={problems.steps ? "field-steps-error" : undefined}
                />
                <label htmlFor={index === 0 ? "field-steps" : `field-steps-${step}`}>{APPROVAL_STEP_LABELS[step]}</label>
              </div>
            ))}
            <InputField
              id="field-dataBy"
              label="The data will be shared by (optional)"
              hint="A day, as 2026-12-15, with “We will share the data” ticked. The letter writes it in the requester’s language."
              error={problems.dataBy}
              name="dataBy"
              defaultValue={shown.dataBy}
              inputMode="numeric"
              maxLength={40}
            />
          </fieldset>
        ) : null}
        <div className="staff-actions">
          <button type="submit" name="intent" value="preview">
            Preview the letter
          </button>{" "}
          <button type="submit" name="intent" value="move" className="button--secondary">
            Move the request
          </button>
        </div>
      </form>
    </section>
  );
}
