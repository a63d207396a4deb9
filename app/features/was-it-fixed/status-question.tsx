import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { STATUS_FIELDS } from "~/site/query-params";
import { FIX_ANSWER_FIELD, type FixAnswer } from "./answers";

/** What the status page knows of a report's question once it is looked up. */
export interface FixState {
  reference: string;
  /** The code the person typed, which the buttons send back with the reference: the page keeps no session. */
  code: string;
  fixOpen: boolean;
  fixAnswer: FixAnswer | null;
  /** The promise that now holds, in the page's language: a reopened report's own. */
  expectedOn: string;
  /** The answer just pressed, if any: recorded when it is now the report's answer. */
  pressed: FixAnswer | null;
}

/**
 * "Was it fixed?" on a resolved report's status page (decision 0110): two buttons in a form
 * that posts, so it works without script; after a press, what it did. Once answered, the answer
 * is said; a question closed (90 days, or answered before) says what to do instead.
 */
export function StatusQuestion({ state, action }: { state: FixState; action: string }) {
  const { t } = useLocale();
  const words = t.wasItFixed;
  if (state.pressed) {
    const recorded = state.fixAnswer === state.pressed && !state.fixOpen;
    const said = !recorded ? words.closed : state.pressed === "yes" ? words.thanksYes : format(words.thanksNo, { date: state.expectedOn });
    return (
      <p className={recorded ? "callout" : "callout callout--error"} role="status">
        {said}
      </p>
    );
  }
  if (!state.fixOpen) {
    if (!state.fixAnswer) return null;
    return <p>{state.fixAnswer === "yes" ? words.answeredYes : words.answeredNo}</p>;
  }
  return (
    <section aria-labelledby="fix-question-title">
      <h3 id="fix-question-title">{words.question}</h3>
      <p>{words.ask}</p>
      <form method="post" action={action} className="button-pair">
        <input type="hidden" name={STATUS_FIELDS.reference} value={state.reference} />
        <input type="hidden" name={STATUS_FIELDS.code} value={state.code} />
        <button type="submit" name={FIX_ANSWER_FIELD} value="yes" className="button">
          {words.yes}
        </button>{" "}
        <button type="submit" name={FIX_ANSWER_FIELD} value="no" className="button button--secondary">
          {words.no}
        </button>
      </form>
    </section>
  );
}
