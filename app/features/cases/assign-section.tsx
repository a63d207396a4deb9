import { describedBy, Field } from "~/components/form-fields";

/**
 * Who handles a case, on its page in the back office: "Take it", and "Give it to" one of the
 * officers the workflow lists (its server checks the choice: cases/assignment.ts). Both forms
 * post to the page, with the intents "take" and "assign".
 */
export function AssignSection({
  csrf,
  me,
  assignee,
  chosen,
  officers,
  problem,
}: {
  csrf: string;
  me: string;
  assignee: string | null;
  /** The officer in the list: as sent back, or whoever has it. */
  chosen: string;
  officers: readonly { name: string; displayName: string }[];
  problem?: string;
}) {
  return (
    <section aria-labelledby="assign-heading">
      <h2 id="assign-heading">Who handles it</h2>
      {assignee !== me ? (
        <form method="post" action="#assign-heading">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" name="intent" value="take">
            Take it
          </button>
        </form>
      ) : null}
      <form method="post" action="#assign-heading" className="staff-inline-form">
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-assignee" label="Give it to" error={problem}>
          <select
            id="field-assignee"
            name="assignee"
            defaultValue={chosen}
            aria-describedby={describedBy("field-assignee", false, problem)}
          >
            <option value="">Nobody</option>
            {officers.map((officer) => (
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
  );
}
