import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { newPasswordFields } from "~/features/staff-auth/forms";
import { newPasswordSchemaFor } from "~/features/staff-auth/password-rules.server";
import { busyRefusal, refusalHeaders } from "~/features/staff-auth/sign-in-refusals";
import { BUSY_RETRY_SECONDS, PasswordWorkBusy } from "~/features/staff-auth/password.server";
import { requireStaffListener, setSessionCookie } from "~/features/staff-auth/session.server";
import { enrolPassword, invitationFor } from "~/features/staff-auth/sign-in.server";
import { StaffForm } from "~/features/staff-auth/staff-form";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Set up your account");

const FORM_ID = "enrol";

/** A spent or expired link says so, and nothing more. */
const spent = () =>
  new Response("This invitation has been used, has expired, or was never made. Ask an administrator for a new one.", { status: 404 });

/** An invitation's link: the invited person chooses a password here. A spent or expired link says so, and nothing more. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const invited = await invitationFor(params.token ?? "");
  if (!invited) throw spent();
  return { invited };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const invited = await invitationFor(params.token ?? "");
  if (!invited) throw spent();
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: newPasswordSchemaFor(invited) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  let token: string | null;
  try {
    token = await enrolPassword(params.token ?? "", submission.value.password);
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    // The passwords' queue was full: the invitation is not spent, and the form says to try again.
    const refusal = busyRefusal(BUSY_RETRY_SECONDS);
    const result = submission.reply({ formErrors: refusal.formErrors, hideFields: ["password", "confirm"] });
    return data({ result }, { status: refusal.status, headers: refusalHeaders(refusal) });
  }
  if (!token) throw spent();
  return redirect("/staff/enrol/authenticator", { status: 303, headers: { "Set-Cookie": await setSessionCookie(token) } });
}

export default function Enrol() {
  const { invited } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <StaffPage title="Set up your account">
      <StaffForm
        id={FORM_ID}
        lastResult={actionData?.result}
        fields={newPasswordFields}
        firstField="password"
        intro={
          <p>
            Welcome, {invited.displayName}. Your name for signing in is <strong>{invited.name}</strong>. First choose a password; next you
            will set up an authenticator app on your phone.
          </p>
        }
        hidden={<input type="text" name="username" value={invited.name} autoComplete="username" readOnly hidden />}
        submit="Continue"
      />
    </StaffPage>
  );
}
