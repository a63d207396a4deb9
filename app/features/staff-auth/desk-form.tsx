import { ErrorSummary, Field, describedBy } from "~/components/form-fields";
import { DESK_CHOICES, NATIONAL_OFFICE } from "./desk";

export const DESK_FORM_ID = "change-desk";

/**
 * A grievance officer's desk, under their roles: a state, whose grievances
 * alone they then see, or the national office. Saving signs them out, as a
 * change of roles does.
 */
export function DeskForm({
  account,
  csrf,
  error,
  chosen,
}: {
  account: { name: string; displayName: string; deskState: string | null };
  csrf: string;
  error: string | null;
  /** The desk the refused form sent, kept; otherwise the account's own. */
  chosen?: string;
}) {
  const id = `${DESK_FORM_ID}-desk`;
  const heading = `${DESK_FORM_ID}-heading`;
  return (
    <>
      <h2 id={heading} tabIndex={-1}>
        {`The grievance desk of ${account.displayName}`}
      </h2>
      <p>
        A state desk sees and works only that state&rsquo;s grievances, and enters only that state&rsquo;s; the national office sees every
        state, and every case escalated to it. Saving signs them out on every device.
      </p>
      <ErrorSummary errors={error ? [{ id, message: error }] : []} />
      {/* Back to this form when refused: the page is long, and the problem is here. */}
      <form method="post" action={`/staff/accounts?roles=${encodeURIComponent(account.name)}#${heading}`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="desk" />
        <input type="hidden" name="account" value={account.name} />
        <Field id={id} label={`Desk of ${account.displayName}`} error={error ?? undefined}>
          <select
            id={id}
            name="desk"
            defaultValue={chosen ?? account.deskState ?? NATIONAL_OFFICE}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, false, error)}
          >
            <DeskOptions />
          </select>
        </Field>
        {/* A button-sized link in a row with the button: a bare link beside it is too small a target at 240 px (WCAG 2.5.8). */}
        <div className="staff-actions">
          <button type="submit">Save the desk</button>
          <a className="button button--secondary" href="/staff/accounts">
            Cancel
          </a>
        </div>
      </form>
    </>
  );
}

/** A desk's choices, in every form that sets one: the national office, then each state. */
export function DeskOptions() {
  return (
    <>
      <option value={NATIONAL_OFFICE}>National office (every state)</option>
      {DESK_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
