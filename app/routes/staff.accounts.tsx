import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formText, readFormData } from "~/features/forms/form-data.server";
import {
  accountsDoneAddress,
  changeDone,
  deskDone,
  maskedAddress,
  noAddressRefusal,
  ownAccountRefusal,
  rolesDone,
} from "~/features/staff-auth/account-changes";
import { INVITE_FORM_ID, InvitationSent, InviteForm, ROLES_FORM_ID, RolesForm } from "~/features/staff-auth/account-forms";
import { accountsIntent, inviteSchema, readAccountChange, rolesDesk, rolesSchema } from "~/features/staff-auth/account-forms.server";
import { changeAccount, inviteAccount, listAccounts, resetSignIn, setDesk, setRoles } from "~/features/staff-auth/accounts.server";
import { deskLabel, NATIONAL_OFFICE, readDesk } from "~/features/staff-auth/desk";
import { DESK_FORM_ID, DeskForm } from "~/features/staff-auth/desk-form";
import { AccountsTable } from "~/features/staff-auth/accounts-table";
import { isCheckViolation, isNoSuchAccount, isNotNullViolation, isUniqueViolation } from "~/features/staff-auth/database-errors.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { DoneNotice } from "~/components/done-notice";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Accounts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const search = new URL(request.url).searchParams;
  const accounts = await listAccounts(admin);
  // ?roles=<name>: the form to change that account's roles, under the table.
  const editing = accounts.find((account) => account.name === search.get("roles") && account.name !== admin.name) ?? null;
  return { accounts, editing, csrf: admin.csrf, self: admin.name, done: search.get("done")?.slice(0, 100) ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const form = await readFormData(request);
  requireCsrf(admin, form);
  const intent = accountsIntent(form);
  if (intent === "change") {
    const { intent: change, account } = readAccountChange(form, admin.name);
    if (change !== "reset" && change !== "resend") {
      await changeAccount(admin, account, change, context.clientAddress);
      return redirect(accountsDoneAddress(changeDone(change, account)), 303);
    }
    // A new invitation goes to the address the account has, by mail alone; without one nothing changes.
    try {
      const to = await resetSignIn(admin, account, context.clientAddress);
      return data({ form: INVITE_FORM_ID, result: null, sent: { name: account, to: maskedAddress(to) } });
    } catch (error) {
      if (isNoSuchAccount(error)) throw new Response("There is no enabled account with that name.", { status: 404 });
      if (!isNotNullViolation(error)) throw error;
      return data({ form: INVITE_FORM_ID, result: null, sent: null, refused: noAddressRefusal(account) }, { status: 409 });
    }
  }
  if (intent === "roles") {
    // Never their own: another admin must change an admin's roles (the database refuses it too), and there is no form for it.
    const refused = ownAccountRefusal("roles", formText(form, "account"), admin.name);
    if (refused) return data({ form: ROLES_FORM_ID, result: null, sent: null, refused }, { status: 400 });
    const submission = parseWithZod(form, { schema: rolesSchema });
    if (submission.status !== "success") return data({ form: ROLES_FORM_ID, result: submission.reply(), sent: null }, { status: 400 });
    const { account, roles } = submission.value;
    // A new grievance officer is given a desk with the role, chosen, as at invitation.
    const current = (await listAccounts(admin)).find((one) => one.name === account);
    if (!current) throw new Response("There is no account with that name.", { status: 404 });
    const desk = rolesDesk(current.roles.includes("grievance_officer"), submission.value);
    if ("problem" in desk) {
      return data(
        { form: ROLES_FORM_ID, result: submission.reply({ fieldErrors: { desk: [desk.problem] } }), sent: null },
        { status: 400 },
      );
    }
    const changed = await setRoles(admin, account, roles, desk.desk).catch((error: unknown) => {
      throw isNoSuchAccount(error) ? new Response("There is no account with that name.", { status: 404 }) : error;
    });
    return redirect(accountsDoneAddress(rolesDone(account, changed)), 303);
  }
  if (intent === "desk") {
    // As roles: never their own, and only a grievance officer has one (the database refuses both too).
    const account = formText(form, "account");
    const refused = ownAccountRefusal("desk", account, admin.name);
    if (refused) return data({ form: DESK_FORM_ID, result: null, sent: null, refused }, { status: 400 });
    const desk = readDesk(form.get("desk"));
    if ("problem" in desk) return data({ form: DESK_FORM_ID, result: null, sent: null, deskProblem: desk.problem }, { status: 400 });
    try {
      const changed = await setDesk(admin, account, desk.desk);
      return redirect(accountsDoneAddress(deskDone(account, deskLabel(desk.desk), changed)), 303);
    } catch (error) {
      if (isNoSuchAccount(error)) throw new Response("There is no account with that name.", { status: 404 });
      if (!isCheckViolation(error)) throw error;
      // Their grievance role was taken away meanwhile: said beside the desk, with the desk chosen kept.
      const deskProblem = "Only a grievance officer has a desk: give them the role first.";
      return data({ form: DESK_FORM_ID, result: null, sent: null, deskProblem, deskChosen: desk.desk ?? NATIONAL_OFFICE }, { status: 400 });
    }
  }
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") return data({ form: INVITE_FORM_ID, result: submission.reply(), sent: null }, { status: 400 });
  try {
    await inviteAccount(admin, submission.value);
    const sent = { name: submission.value.name, to: maskedAddress(submission.value.email) };
    return data({ form: INVITE_FORM_ID, result: submission.reply({ resetForm: true }), sent });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const result = submission.reply({ fieldErrors: { name: ["There is already an account with this name. Choose another."] } });
    return data({ form: INVITE_FORM_ID, result, sent: null }, { status: 409 });
  }
}

export default function Accounts() {
  const { accounts, editing, csrf, self, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const lastResult = (form: string) => (answer?.form === form ? answer.result : undefined);
  const deskProblem = answer && "deskProblem" in answer ? answer.deskProblem : null;
  return (
    <StaffPage title="Accounts">
      {done ? <DoneNotice>Done: {done}.</DoneNotice> : null}
      {answer && "refused" in answer ? (
        <div className="callout callout--warning" role="alert">
          <p>{answer.refused}</p>
        </div>
      ) : null}
      {answer?.sent ? <InvitationSent sent={answer.sent} /> : null}
      <AccountsTable accounts={accounts} csrf={csrf} self={self} />
      {editing ? <RolesForm key={editing.name} account={editing} csrf={csrf} lastResult={lastResult(ROLES_FORM_ID)} /> : null}
      {editing && (editing.roles.includes("grievance_officer") || deskProblem) ? (
        <DeskForm
          key={`desk-${editing.name}`}
          account={editing}
          csrf={csrf}
          error={deskProblem}
          chosen={answer && "deskChosen" in answer && typeof answer.deskChosen === "string" ? answer.deskChosen : undefined}
        />
      ) : null}
      <InviteForm csrf={csrf} lastResult={lastResult(INVITE_FORM_ID)} />
    </StaffPage>
  );
}
