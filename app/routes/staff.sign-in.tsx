import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { signInFields, signInSchema } from "~/features/staff-auth/forms";
import { requireStaffListener, sessionAt, setSessionCookie } from "~/features/staff-auth/session.server";
import { signInWithPassword } from "~/features/staff-auth/sign-in.server";
import { knownDeviceOf } from "~/features/staff-auth/known-device.server";
import { DoneNotice } from "~/components/done-notice";
import { passwordRefusal, refusalHeaders } from "~/features/staff-auth/sign-in-refusals";
import { StaffForm } from "~/features/staff-auth/staff-form";
import { afterSignIn, StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { retryAfter } from "~/features/staff-auth/messages";

export const meta: MetaFunction = () => staffMeta("Sign in");

/** A locked name or address is told when to try again (the action's Retry-After), as a 429 should. */
export const headers: HeadersFunction = ({ actionHeaders }) => retryAfter(actionHeaders);

const FORM_ID = "sign-in";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const next = new URL(request.url).searchParams.get("next");
  if (await sessionAt(request, "full")) throw redirect(afterSignIn(next), 303);
  return { next: afterSignIn(next), signedOut: new URL(request.url).searchParams.has("signed-out") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { name, password, next } = submission.value;
  // A browser that has signed in as this person before is held to its own limit, not the locks strangers cause.
  const outcome = await signInWithPassword(name, password, context.clientAddress, await knownDeviceOf(request));
  if ("next" in outcome) {
    const to = `/staff/sign-in/code?next=${encodeURIComponent(afterSignIn(next ?? null))}`;
    return redirect(to, { status: 303, headers: { "Set-Cookie": await setSessionCookie(outcome.token) } });
  }
  const refusal = passwordRefusal(outcome);
  const result = submission.reply({ formErrors: refusal.formErrors, hideFields: ["password"] });
  return data({ result }, { status: refusal.status, headers: refusalHeaders(refusal) });
}

export default function SignIn() {
  const { next, signedOut } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <StaffPage title="Sign in to the back office">
      {signedOut ? <DoneNotice>You have signed out.</DoneNotice> : null}
      <StaffForm
        id={FORM_ID}
        lastResult={actionData?.result}
        fields={signInFields}
        firstField="name"
        intro={<p>For NASSCO staff. You need your name, your password and your authenticator app.</p>}
        hidden={<input type="hidden" name="next" value={next} />}
        submit="Continue"
      />
      <p>No account yet, or locked out? Ask an administrator of the back office for an invitation.</p>
    </StaffPage>
  );
}
