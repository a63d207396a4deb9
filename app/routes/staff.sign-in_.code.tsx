import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { codeField, codeSchema } from "~/features/staff-auth/forms";
import { retryAfter } from "~/features/staff-auth/messages";
import { clearSessionCookie, requireStaffListener, sessionAt, setSessionCookie } from "~/features/staff-auth/session.server";
import { signInWithCode } from "~/features/staff-auth/sign-in.server";
import { knownDeviceOf, setDeviceCookie } from "~/features/staff-auth/known-device.server";
import { codeRefusal, refusalHeaders } from "~/features/staff-auth/sign-in-refusals";
import { StaffForm } from "~/features/staff-auth/staff-form";
import { afterSignIn, StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Enter your code");

/** A locked name or address is told when to try again (the action's Retry-After), as a 429 should. */
export const headers: HeadersFunction = ({ actionHeaders }) => retryAfter(actionHeaders);

const FORM_ID = "code";

/** The second step: only after the password, within ten minutes; otherwise back to the first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const next = afterSignIn(new URL(request.url).searchParams.get("next"));
  if (!(await sessionAt(request, "password"))) throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, 303);
  return { next };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: codeSchema });
  // The code typed is not shown again, but the message is: Conform's resetForm would drop it with the values.
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  const next = afterSignIn(submission.value.next ?? null);
  const outcome = await signInWithCode(request, submission.value.code, context.clientAddress, await knownDeviceOf(request));
  if (outcome.signedIn) {
    const to = outcome.recoveryCodesLeft === null ? next : `/staff?recovery-codes-left=${outcome.recoveryCodesLeft}`;
    // The session, and the device cookie that lets this browser past the locks others cause next time.
    const headers = new Headers();
    headers.append("Set-Cookie", await setSessionCookie(outcome.token));
    headers.append("Set-Cookie", await setDeviceCookie(outcome.device));
    return redirect(to, { status: 303, headers });
  }
  if (outcome.startAgain) {
    // Too many wrong codes, or too slow: the password step again, under a new session.
    return redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, {
      status: 303,
      headers: { "Set-Cookie": await clearSessionCookie() },
    });
  }
  const refusal = codeRefusal(outcome);
  const result = submission.reply({ formErrors: refusal.formErrors, hideFields: ["code"] });
  return data({ result }, { status: refusal.status, headers: refusalHeaders(refusal) });
}

export default function SignInCode() {
  const { next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <StaffPage title="Enter the code from your authenticator app">
      <StaffForm
        id={FORM_ID}
        lastResult={actionData?.result}
        fields={[codeField]}
        firstField="code"
        hidden={<input type="hidden" name="next" value={next} />}
        submit="Sign in"
      />
      <p>
        Lost your phone? Enter one of the recovery codes you were given when you set up the app. Each works once. Then ask an administrator
        to set your app up again.
      </p>
    </StaffPage>
  );
}
