import { ChoiceList, describedBy, Field } from "~/components/form-fields";
import type { LetterPreview } from "~/features/cases/letter-preview";
import { LetterPreviewBox } from "~/features/cases/letter-preview-box";
import { GRIEVANCE_RESOLUTIONS } from "~/features/grievances/kinds";
import { resolutionName } from "~/features/grievances/words";
import { BODY_MAX } from "./rules";

/**
 * A case's page in the back office: what goes to the person, a public reply or the resolution,
 * each previewed as the letter will go before "Send" (decision 0057).
 */

/** A grievance's letter as it will go (cases/letter-preview-box.tsx), in a box within its section. */
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
  return (
    <LetterPreviewBox
      preview={preview}
      csrf={csrf}
      action={action}
      headingId={`${send}-letter`}
      labelled={false}
      hidden={Object.entries(hidden)}
      intent={send}
      label={label}
      postsUnsent={false}
      words={{
        none: "No letter goes",
        unseen: "A letter goes with this. Read it as the person will, then send it.",
        notSent: "The person gave no e-mail address, or did not agree to be contacted: no letter goes. They see it on the status page.",
      }}
    />
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
        <ResolutionFields entries={entries} problems={problems} />
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

/**
 * How a case was resolved and the public reply that explains it: one case's Resolve, or a known
 * problem's cases resolved at once (`when` says so in each field's words).
 */
export function ResolutionFields({
  entries,
  problems,
  when = "",
  hint = "The person reads it on the status page, and in the closing letter.",
}: {
  entries: { resolution: string; closing: string };
  problems: Record<string, string>;
  when?: string;
  hint?: string;
}) {
  return (
    <>
      <ChoiceList
        type="radio"
        name="resolution"
        id="field-resolution"
        legend={`How was it resolved?${when}`}
        error={problems.resolution}
        choices={GRIEVANCE_RESOLUTIONS.map((resolution) => ({ value: resolution, label: resolutionName(resolution) }))}
        checked={(value) => value === entries.resolution}
      />
      <Field id="field-closing" label={`Public reply that explains it${when}`} hint={hint} error={problems.closing}>
        <textarea
          id="field-closing"
          name="closing"
          rows={5}
          maxLength={BODY_MAX}
          defaultValue={entries.closing}
          aria-describedby={describedBy("field-closing", true, problems.closing)}
        />
      </Field>
    </>
  );
}
