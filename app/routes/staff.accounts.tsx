import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, TextField, type TextFieldSpec } from "~/components/form-fields";
import { ScrollRegion } from "~/components/scroll-region";
import { readFormData } from "~/features/forms/form-data.server";
import {
  changeAccount,
  inviteAccount,
  listAccounts,
  resetSignIn,
  setRoles,
  type StaffAccountSummary,
} from "~/features/staff-auth/accounts.server";
import { formErrorSummary } from "~/features/staff-auth/messages";
import {
  invitationLink,
  requireCsrf,
  requireStaff,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { isNoSuchAccount, isUniqueViolation } from "~/features/staff-auth/database-errors.server";

export const meta: MetaFunction = () => staffMeta("Accounts");

const FORM_ID = "invite";
const ROLES_FORM_ID = "change-roles";
const ACCOUNT_NAME = /^[a-z][a-z0-9_]{1,39}$/;
const OWN_ROLES = "You cannot change your own roles. Another administrator can.";

const ROLE_CHOICES: { role: StaffRole; label: string; hint: string }[] = [
  { role: "editor", label: "Editor", hint: "writes drafts of the site's content" },
  { role: "publisher", label: "Publisher", hint: "reviews drafts and publishes them" },
  { role: "request_officer", label: "Request officer", hint: "handles data access requests" },
  { role: "admin", label: "Administrator", hint: "invites colleagues and manages accounts" },
];

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

const inviteSchema = z.object({
  intent: z.literal("invite"),
  name: z
    .string({ error: "Enter a name for signing in" })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, "Use 2 to 40 lower-case letters, digits or _, starting with a letter"),
  displayName: z.string({ error: "Enter their full name" }).trim().min(1, "Enter their full name").max(80, "Enter at most 80 characters"),
  roles: z.array(z.enum(STAFF_ROLES), { error: "Choose at least one role" }).min(1, "Choose at least one role"),
});

const changeSchema = z.object({
  intent: z.enum(["disable", "enable", "unlock", "reset"]),
  account: z.string().regex(ACCOUNT_NAME),
});

const rolesSchema = z.object({
  intent: z.literal("roles"),
  account: z.string().regex(ACCOUNT_NAME),
  roles: z.array(z.enum(STAFF_ROLES), { error: "Choose at least one role" }).min(1, "Choose at least one role"),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  const accounts = await listAccounts(admin);
  // ?roles=<name>: the form to change that account's roles, under the table.
  const editing = accounts.find((account) => account.name === search.get("roles") && account.name !== admin.name) ?? null;
  return { accounts, editing, csrf: admin.csrf, self: admin.name, done: done?.slice(0, 100) ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const form = await readFormData(request);
  requireCsrf(admin, form);
  if (form.get("intent") === "roles") return changeRoles(admin, form);
  if (form.get("intent") !== "invite") {
    const change = changeSchema.safeParse(Object.fromEntries(form));
    if (!change.success) throw new Response("That change cannot be made.", { status: 400 });
    if ((change.data.intent === "disable" || change.data.intent === "reset") && change.data.account === admin.name) {
      throw new Response("You cannot disable or reset your own account.", { status: 400 });
    }
    if (change.data.intent === "reset") {
      const invitation = await resetSignIn(admin, change.data.account, context.clientAddress);
      return data({ form: FORM_ID, result: null, link: { name: change.data.account, href: invitationLink(invitation) } });
    }
    await changeAccount(admin, change.data.account, change.data.intent, context.clientAddress);
    const said = { disable: "disabled, and signed out everywhere", enable: "enabled", unlock: "unlocked" }[change.data.intent];
    return redirect(`/staff/accounts?done=${encodeURIComponent(`${change.data.account} ${said}`)}`, 303);
  }
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") return data({ form: FORM_ID, result: submission.reply(), link: null }, { status: 400 });
  try {
    const invitation = await inviteAccount(admin, submission.value);
    return data({
      form: FORM_ID,
      result: submission.reply({ resetForm: true }),
      link: { name: submission.value.name, href: invitationLink(invitation) },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const result = submission.reply({ fieldErrors: { name: ["There is already an account with this name. Choose another."] } });
    return data({ form: FORM_ID, result, link: null }, { status: 409 });
  }
}

/** An account's new roles: a bad choice is answered on the form, with what was ticked kept; a change signs the person out. */
async function changeRoles(admin: StaffMember, form: FormData) {
  // Never their own: another admin must change an admin's roles (the database refuses it too), and there is no form for it.
  if (form.get("account") === admin.name)
    return data({ form: ROLES_FORM_ID, result: null, link: null, refused: OWN_ROLES }, { status: 400 });
  const submission = parseWithZod(form, { schema: rolesSchema });
  if (submission.status !== "success") return data({ form: ROLES_FORM_ID, result: submission.reply(), link: null }, { status: 400 });
  const { account, roles } = submission.value;
  try {
    const changed = await setRoles(admin, account, roles);
    const said = changed ? `${account}'s roles changed, and they were signed out` : `${account} already had those roles`;
    return redirect(`/staff/accounts?done=${encodeURIComponent(said)}`, 303);
  } catch (error) {
    if (isNoSuchAccount(error)) throw new Response("There is no account with that name.", { status: 404 });
    throw error;
  }
}

export default function Accounts() {
  const { accounts, editing, csrf, self, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: FORM_ID, lastResult: actionData?.form === FORM_ID ? actionData.result : undefined });
  const meta = fields as unknown as Record<string, FieldMetadata<string | undefined>>;
  // One role ticked comes back as a string, several as an array.
  const chosen = new Set<string | undefined>([meta.roles?.initialValue ?? []].flat());
  const rolesError = form.allErrors.roles?.[0];
  return (
    <StaffPage title="Accounts">
      {done ? (
        <div className="callout" role="status">
          <p>Done: {done}.</p>
        </div>
      ) : null}
      {actionData && "refused" in actionData ? (
        <div className="callout callout--warning" role="alert">
          <p>{actionData.refused}</p>
        </div>
      ) : null}
      {actionData?.link ? (
        <div className="callout callout--warning" role="status">
          <p>
            Invitation for <strong>{actionData.link.name}</strong>, shown only now. Give it to them in person or by a private message. It
            works once, for three days:
          </p>
          <p className="staff-secret">{actionData.link.href}</p>
        </div>
      ) : null}
      <ScrollRegion labelledBy="accounts-caption">
        <table className="staff-table">
          <caption className="visually-hidden" id="accounts-caption">
            Back-office accounts
          </caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Roles</th>
              <th scope="col">State</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.name}>
                <td>
                  {account.displayName}
                  <br />
                  <span className="hint">{account.name}</span>
                </td>
                <td>{account.roles.map((role) => ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role).join(", ")}</td>
                <td>
                  {account.disabled ? "Disabled" : account.enrolled ? "Active" : "Invited, not set up yet"}
                  {account.openSessions > 0 ? `; signed in (${account.openSessions})` : ""}
                </td>
                <td>
                  {account.name === self ? (
                    "(you: another administrator changes your roles)"
                  ) : (
                    <>
                      <a href={`/staff/accounts?roles=${encodeURIComponent(account.name)}#${ROLES_FORM_ID}-heading`}>
                        Change roles <span className="visually-hidden">of {account.name}</span>
                      </a>{" "}
                      <ChangeButton csrf={csrf} account={account.name} intent={account.disabled ? "enable" : "disable"} />{" "}
                      <ChangeButton csrf={csrf} account={account.name} intent="unlock" />{" "}
                      {account.enrolled && !account.disabled ? <ChangeButton csrf={csrf} account={account.name} intent="reset" /> : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <p className="hint">
        Set up sign-in again when someone has lost their phone and used their recovery codes, or their password may be known to others:
        their password, authenticator and codes stop working at once, and a new invitation lets them choose new ones.
      </p>

      {editing ? (
        <RolesForm
          key={editing.name}
          account={editing}
          csrf={csrf}
          lastResult={actionData?.form === ROLES_FORM_ID ? actionData.result : undefined}
        />
      ) : null}

      <h2>Invite a colleague</h2>
      <p>This makes their account and an invitation link. With it they choose a password and set up their authenticator app.</p>
      <ErrorSummary errors={formErrorSummary(form, FORM_ID)} />
      <form method="post" {...getFormProps(form)} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="invite" />
        {inviteFields.map((field) => (
          <TextField key={field.name} meta={meta[field.name]!} field={field} />
        ))}
        <fieldset className={rolesError ? "field field--error" : "field"} id={`${FORM_ID}-roles`} tabIndex={-1}>
          <legend>Roles</legend>
          {rolesError ? (
            <p className="field__error">
              <span className="visually-hidden">Error: </span>
              {rolesError}
            </p>
          ) : null}
          {ROLE_CHOICES.map((choice) => (
            <div className="checkbox" key={choice.role}>
              <input type="checkbox" id={`role-${choice.role}`} name="roles" value={choice.role} defaultChecked={chosen.has(choice.role)} />
              <label htmlFor={`role-${choice.role}`}>
                {choice.label}: {choice.hint}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit">Make the account and its invitation</button>
      </form>
    </StaffPage>
  );
}

/**
 * One account's roles, ticked as they are now (or as last sent, when that was
 * refused). Saving ends their sessions, so the new roles hold from their next page.
 */
function RolesForm({
  account,
  csrf,
  lastResult,
}: {
  account: Pick<StaffAccountSummary, "name" | "displayName" | "roles">;
  csrf: string;
  lastResult: SubmissionResult | null | undefined;
}) {
  const [form, fields] = useForm({ id: ROLES_FORM_ID, lastResult });
  const meta = fields as unknown as Record<string, FieldMetadata<string | string[] | undefined>>;
  // What was sent, when it was refused (one ticked comes back as a string, none as nothing); otherwise the roles the account has.
  const chosen = new Set<string | undefined>(lastResult ? [meta.roles?.initialValue ?? []].flat() : account.roles);
  const rolesError = form.allErrors.roles?.[0];
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
        <fieldset className={rolesError ? "field field--error" : "field"} id={`${ROLES_FORM_ID}-roles`} tabIndex={-1}>
          <legend>Roles of {account.displayName}</legend>
          {rolesError ? (
            <p className="field__error">
              <span className="visually-hidden">Error: </span>
              {rolesError}
            </p>
          ) : null}
          {ROLE_CHOICES.map((choice) => (
            <div className="checkbox" key={choice.role}>
              <input
                type="checkbox"
                id={`${ROLES_FORM_ID}-${choice.role}`}
                name="roles"
                value={choice.role}
                defaultChecked={chosen.has(choice.role)}
              />
              <label htmlFor={`${ROLES_FORM_ID}-${choice.role}`}>
                {choice.label}: {choice.hint}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit">Save the roles</button> <a href="/staff/accounts">Cancel</a>
      </form>
    </>
  );
}

function ChangeButton({ csrf, account, intent }: { csrf: string; account: string; intent: "disable" | "enable" | "unlock" | "reset" }) {
  const label = { disable: "Disable", enable: "Enable", unlock: "Unlock", reset: "Set up sign-in again" }[intent];
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="account" value={account} />
      <button type="submit" className="button--secondary">
        {label} <span className="visually-hidden">{account}</span>
      </button>
    </form>
  );
}
