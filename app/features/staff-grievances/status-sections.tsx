import { ChoiceList, describedBy, Field, FieldError } from "~/components/form-fields";
import { states } from "~/content/states";
import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { staffStatusName } from "./case-words";
import { STATUS_MOVES } from "./rules";

/** A case's page in the back office: where it stands (its status, its level) and, for a text without a state, where it happened. */

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
