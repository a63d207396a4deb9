import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ChoiceList, ErrorSummary, TextField, type TextFieldSpec } from "~/components/form-fields";
import { CHANGE_LABELS, type AccountChangeIntent } from "./account-changes";
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
] as const satisfies readonly TextFieldSpec[];

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
      <p>This makes their account and an invitation link. With it they choose a password and set up their authenticator app.</p>
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

/** A new invitation's link, shown on this answer alone: the database keeps only its hash. */
export function InvitationNotice({ link }: { link: { name: string; href: string } }) {
  return (
    <div className="callout callout--warning" role="status">
      <p>
        Invitation for <strong>{link.name}</strong>, shown only now. Give it to them in person or by a private message. It works once, for
        three days:
      </p>
      <p className="staff-secret">{link.href}</p>
    </div>
  );
}
