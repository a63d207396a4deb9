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
  return { csrf: member.csrf, email: await ownEmail(member), saved: new URL(request.url).searchParams.has("saved") };
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
  const { csrf, email, saved } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Your e-mail address">
      <ErrorSummary errors={refused ? [{ id: "field-email", message: refused.problem }] : []} />
      {saved ? <DoneNotice>Done: your address is saved.</DoneNotice> : null}
      <p>Tests of a newsletter go to this address. Nobody else in the back office can see it. Leave it empty to remove it.</p>
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
