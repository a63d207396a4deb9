import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { changePasswordFields } from "~/features/staff-auth/forms";
import { changePasswordSchemaFor } from "~/features/staff-auth/password-rules.server";
import { retryAfter } from "~/features/staff-auth/messages";
import { requireCsrf, requireStaff, setSessionCookie } from "~/features/staff-auth/session.server";
import { changePassword } from "~/features/staff-auth/sign-in.server";
import { DoneNotice } from "~/components/done-notice";
import { passwordChangeRefusal, refusalHeaders } from "~/features/staff-auth/sign-in-refusals";
import { StaffForm } from "~/features/staff-auth/staff-form";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Change your password");

/** A locked name is told when to try again (the action's Retry-After), as a 429 should. */
export const headers: HeadersFunction = ({ actionHeaders }) => retryAfter(actionHeaders);

const FORM_ID = "change-password";

/** No password is ever sent back into the form. */
const HIDDEN = { hideFields: ["current", "password", "confirm"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  return { name: member.name, csrf: member.csrf, changed: new URL(request.url).searchParams.has("changed") };
}

/**
 * The new password follows the rules of enrolment. A change signs the person
 * out on every other device, and this browser gets a new session secret.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const submission = parseWithZod(form, { schema: changePasswordSchemaFor(member) });
  if (submission.status !== "success") return data({ result: submission.reply(HIDDEN) }, { status: 400 });
  const outcome = await changePassword(member, submission.value.current, submission.value.password, context.clientAddress);
  if ("changed" in outcome) {
    return redirect("/staff/password?changed", { status: 303, headers: { "Set-Cookie": await setSessionCookie(outcome.token) } });
  }
  const { status, retryAfter, ...said } = passwordChangeRefusal(outcome);
  return data({ result: submission.reply({ ...HIDDEN, ...said }) }, { status, headers: refusalHeaders({ status, retryAfter }) });
}

export default function ChangePassword() {
  const { name, csrf, changed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <StaffPage title="Change your password">
      {changed ? <DoneNotice>Your password has been changed. You have been signed out on every other device.</DoneNotice> : null}
      <StaffForm
        id={FORM_ID}
        lastResult={actionData?.result}
        fields={changePasswordFields}
        firstField="current"
        intro={
          <p>
            When it is changed, you stay signed in here and are signed out on every other device. Five wrong current passwords lock your
            account for 15 minutes, as at sign-in.
          </p>
        }
        hidden={
          <>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="text" name="username" value={name} autoComplete="username" readOnly hidden />
          </>
        }
        submit="Change your password"
      />
    </StaffPage>
  );
}
