import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ChoiceList, describedBy, ErrorSummary, Field, TextField, type TextFieldSpec } from "~/components/form-fields";
import { CHANGE_LABELS, type AccountChangeIntent } from "./account-changes";
import { DeskOptions } from "./desk-form";
import { formErrorSummary } from "./messages";
import { ROLE_CHOICES } from "./roles";

export const INVITE_FORM_ID = "invite";
export const ROLES_FORM_ID = "change-roles";

const inviteFields = [
  {
    name: "name",
    label: "Name for signing in",
    hint: "2 to 40 lower-case letters, digits or _, starting with a letter, such as ada_obi.",
    required: true,
    maxLength: 40,
    input: "text",
  },
  {
    name: "displayName",
    label: "Full name",
    hint: "As colleagues know them, such as Ada Obi.",
    required: true,
    maxLength: 80,
    input: "text",
  },
  {
    name: "email",
    label: "Their work e-mail address",
    hint: "The invitation link goes to this address and nowhere else; so do their alerts. They can change it once signed in.",
    required: true,
    maxLength: 254,
    input: "email",
  },
] as const satisfies readonly TextFieldSpec[];

/**
 * A grievance officer's desk, chosen with the role (at invitation, or when the roles form gives
 * it): the list starts with no choice, which is refused for an officer, so that nobody becomes
 * the national office by leaving it as it was.
 */
function DeskChoice({ meta, label, hint }: { meta: FieldMetadata<string | undefined>; label: string; hint: string }) {
  const error = meta.errors?.[0];
  return (
    <Field id={meta.id} label={label} hint={hint} error={error}>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(meta.id, hint, error)}
      >
        <option value="">No desk chosen</option>
        <DeskOptions />
      </select>
    </Field>
  );
}

/** The roles as boxes to tick, with the group's error; both the invitation and an account's roles use it. */
function RoleChoices({
  fieldsetId,
  boxPrefix,
  legend,
  chosen,
  error,
}: {
  fieldsetId: string;
  boxPrefix: string;
  legend: string;
  chosen: Set<string | undefined>;
  error: string | undefined;
}) {
  return (
    <ChoiceList
      type="checkbox"
      name="roles"
      id={fieldsetId}
      legend={legend}
      error={error}
      choices={ROLE_CHOICES.map((choice) => ({ value: choice.role, label: `${choice.label}: ${choice.hint}` }))}
      checked={(role) => chosen.has(role)}
      boxId={(role) => `${boxPrefix}-${role}`}
    />
  );
}

/** What was sent, when it was refused: one ticked comes back as a string, several as an array, none as nothing. */
function ticked(meta: FieldMetadata<string | string[] | undefined> | undefined): Set<string | undefined> {
  return new Set<string | undefined>([meta?.initialValue ?? []].flat());
}

export function InviteForm({ csrf, lastResult }: { csrf: string; lastResult: SubmissionResult | null | undefined }) {
  const [form, fields] = useForm({ id: INVITE_FORM_ID, lastResult });
  const meta = fields as unknown as Record<string, FieldMetadata<string | undefined>>;
  return (
    <>
      <h2>Invite a colleague</h2>
      <p>
        This makes their account and mails an invitation link to their work address, and only there. With it they choose a password and set
        up their authenticator app. Every administrator is told by e-mail.
      </p>
      <ErrorSummary errors={formErrorSummary(form, INVITE_FORM_ID)} />
      <form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="invite" />
        {inviteFields.map((field) => (
          <TextField key={field.name} meta={meta[field.name]!} field={field} />
        ))}
        <RoleChoices
          fieldsetId={`${INVITE_FORM_ID}-roles`}
          boxPrefix="role"
          legend="Roles"
          chosen={ticked(meta.roles)}
          error={form.allErrors.roles?.[0]}
        />
        <DeskChoice
          meta={meta.desk!}
          label="Grievance desk"
          hint="For a grievance officer only: the one state whose grievances they see and work, or the national office, which sees every state."
        />
        <button type="submit">Make the account and its invitation</button>
      </form>
    </>
  );
}

/**
 * One account's roles, ticked as they are now (or as last sent, when that was
 * refused). Saving ends their sessions, so the new roles hold from their next page.
 */
export function RolesForm({
  account,
  csrf,
  lastResult,
}: {
  account: { name: string; displayName: string; roles: string[] };
  csrf: string;
  lastResult: SubmissionResult | null | undefined;
}) {
  const [form, fields] = useForm({ id: ROLES_FORM_ID, lastResult });
  const meta = fields as unknown as Record<string, FieldMetadata<string | string[] | undefined>>;
  return (
    <>
      <h2 id={`${ROLES_FORM_ID}-heading`} tabIndex={-1}>
        Change the roles of {account.displayName}
      </h2>
      <ErrorSummary errors={formErrorSummary(form, ROLES_FORM_ID, "roles")} />
      <p>
        Saving signs them out on every device; they sign in again to work with their new roles. Every administrator is told of the change by
        e-mail.
      </p>
      <form method="post" action={`/staff/accounts?roles=${encodeURIComponent(account.name)}`} {...getFormProps(form)} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="account" value={account.name} />
        <RoleChoices
          fieldsetId={`${ROLES_FORM_ID}-roles`}
          boxPrefix={ROLES_FORM_ID}
          legend={`Roles of ${account.displayName}`}
          chosen={lastResult ? ticked(meta.roles) : new Set(account.roles)}
          error={form.allErrors.roles?.[0]}
        />
        {/* An officer already has a desk, which the desk form below changes; anyone else is given one with the role. */}
        {account.roles.includes("grievance_officer") ? null : (
          <DeskChoice
            meta={meta.desk as unknown as FieldMetadata<string | undefined>}
            label={`Grievance desk of ${account.displayName}`}
            hint="Only if you give them the grievance officer's role: the one state whose grievances they see and work, or the national office, which sees every state."
          />
        )}
        {/* A button-sized link in a row with the button: a bare link beside it is too small a target at 240 px (WCAG 2.5.8). */}
        <div className="staff-actions">
          <button type="submit">Save the roles</button>
          <a className="button button--secondary" href="/staff/accounts">
            Cancel
          </a>
        </div>
      </form>
    </>
  );
}

export function ChangeButton({ csrf, account, intent }: { csrf: string; account: string; intent: AccountChangeIntent }) {
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="account" value={account} />
      <button type="submit" className="button--secondary">
        {CHANGE_LABELS[intent]} <span className="visually-hidden">{account}</span>
      </button>
    </form>
  );
}

/**
 * Where a new invitation went: its account and a hint of the address (maskedAddress). The
 * link itself is in that mail alone, never on a page: the database keeps only its hash.
 */
export function InvitationSent({ sent }: { sent: { name: string; to: string } }) {
  return (
    <div className="callout" role="status">
      <p>
        {/* One text after the name: the page reads "sent to a…@…" whole, in a browser and to a test alike. */}
        Invitation for <strong>{sent.name}</strong>
        {` sent to ${sent.to}. Its link works once, for three days. Every administrator has been told by e-mail.`}
      </p>
    </div>
  );
}
