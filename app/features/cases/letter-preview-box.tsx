import type { LetterPreview } from "./letter-preview";

/**
 * A letter about a case as it will go, and the button that sends it with what was entered: the
 * first of the two presses that send any officer's letter without a script (decision 0057). The
 * workflow gives its words, the entries sent again as hidden fields, the intent of "Send", and
 * whether a letter that cannot be e-mailed is still shown (a request's, to post).
 */
export function LetterPreviewBox({
  preview,
  csrf,
  action,
  headingId,
  labelled,
  hidden,
  intent,
  label,
  postsUnsent,
  words,
}: {
  preview: LetterPreview;
  csrf: string;
  action: string;
  headingId: string;
  /** A section named by its heading (the request's move), or a plain box within one (a grievance's reply). */
  labelled: boolean;
  hidden: readonly (readonly [string, string])[];
  intent: string;
  label: string;
  /** A letter that will not be e-mailed is still shown, for the officer to post. */
  postsUnsent: boolean;
  words: { none: string; unseen: string; notSent: string };
}) {
  const { letter, goes, unseen } = preview;
  const shown = letter !== null && (goes || postsUnsent) ? letter : null;
  const body = (
    <>
      <h3 id={headingId} tabIndex={-1}>
        {shown ? `The letter, in ${shown.language}: ${shown.subject}` : words.none}
      </h3>
      {unseen ? <p role="status">{words.unseen}</p> : null}
      {letter && !goes ? <p>{words.notSent}</p> : null}
      {shown ? <pre className="staff-letter">{shown.text}</pre> : null}
      <form method="post" action={action}>
        <input type="hidden" name="csrf" value={csrf} />
        {hidden.map(([name, value]) => (
          <input type="hidden" name={name} value={value} key={`${name}=${value}`} />
        ))}
        <input type="hidden" name="checked" value={letter?.digest ?? ""} />
        <button type="submit" name="intent" value={intent}>
          {label}
        </button>
      </form>
      {shown ? <p className="hint">To change the letter, change the form below and preview it again.</p> : null}
    </>
  );
  return labelled ? (
    <section aria-labelledby={headingId} className="staff-preview">
      {body}
    </section>
  ) : (
    <div className="staff-preview">{body}</div>
  );
}
