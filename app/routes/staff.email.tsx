import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, InputField } from "~/components/form-fields";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { ownEmail, setOwnEmail } from "~/features/staff-auth/email.server";
import { ownEmailEntry, ownEmailProblem } from "~/features/staff-auth/own-email";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DoneNotice } from "~/components/done-notice";

export const meta: MetaFunction = () => staffMeta("Your e-mail address");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  return {
    csrf: member.csrf,
    email: await ownEmail(member),
    saved: new URL(request.url).searchParams.has("saved"),
    officer: member.roles.includes("grievance_officer"),
    admin: member.roles.includes("admin"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const email = ownEmailEntry(formText(form, "email"));
  const problem = ownEmailProblem(email);
  if (problem) return data({ email, problem }, { status: 400 });
  await setOwnEmail(member, email || null);
  return redirect("/staff/email?saved", 303);
}

export default function OwnEmail() {
  const { csrf, email, saved, officer, admin } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Your e-mail address">
      <ErrorSummary errors={refused ? [{ id: "field-email", message: refused.problem }] : []} />
      {saved ? <DoneNotice>Done: your address is saved.</DoneNotice> : null}
      {/* What goes there, said to the person (issue 64): a grievance officer's fraud alerts above all. */}
      <p>The back office writes to this address:</p>
      <ul>
        <li>warnings when someone tries to sign in as you;</li>
        {officer ? <li>as a grievance officer, each fraud report your desk sees, the same day it arrives;</li> : null}
        {admin ? <li>as an administrator, every new account, new set-up and change of roles;</li> : null}
        <li>tests of a newsletter.</li>
      </ul>
      <p>
        Administrators see it on the Accounts page. Leave it empty to remove it
        {officer ? ": fraud alerts then go to the other officers who see your cases, or to the office's mailbox." : "."}
      </p>
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-email"
          label="Your work e-mail address"
          error={refused?.problem}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          defaultValue={refused?.email ?? email ?? ""}
        />
        <button type="submit">Save</button>
      </form>
      <p>
        <a href="/staff">Back to the back office&rsquo;s home</a>
      </p>
    </StaffPage>
  );
}
