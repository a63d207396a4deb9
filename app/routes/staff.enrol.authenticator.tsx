import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { AuthenticatorSteps, EnrolmentStoppedPage, RecoveryCodesPage } from "~/features/staff-auth/enrolment-views";
import { codeSchema, enrolCodeField } from "~/features/staff-auth/forms";
import { requireStaffListener, setSessionCookie } from "~/features/staff-auth/session.server";
import { enrolCode, pendingTotpSecret } from "~/features/staff-auth/sign-in.server";
import { StaffForm } from "~/features/staff-auth/staff-form";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { totpEnrolment } from "~/features/staff-auth/totp.server";

export const meta: MetaFunction = () => staffMeta("Set up your authenticator app");

const FORM_ID = "authenticator";

/**
 * Step two of setting up: the QR code (drawn on the server, as SVG) and the
 * same secret to type. Null when no set-up is under way, which is also the
 * case on the answer to the right code: its loaders see the cookie the
 * request came with, whose session the code has just replaced.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const pending = await pendingTotpSecret(request);
  return pending ? { name: pending.name, ...(await totpEnrolment(pending.secret, pending.name)) } : null;
}

/** A right code finishes setting up: the person is signed in, and sees their recovery codes once, on this answer alone. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: codeSchema });
  // As at sign-in: the code typed goes, its message stays (Conform's resetForm would drop both).
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["code"] }), recoveryCodes: null }, { status: 400 });
  const outcome = await enrolCode(request, submission.value.code, context.clientAddress);
  if ("startAgain" in outcome) return redirect("/staff/enrol/authenticator", 303);
  if ("wrong" in outcome) {
    const result = submission.reply({
      fieldErrors: { code: ["That code is not right. Enter the code the app shows now."] },
      hideFields: ["code"],
    });
    return data({ result, recoveryCodes: null }, { status: 400 });
  }
  return data({ result: null, recoveryCodes: outcome.recoveryCodes }, { headers: { "Set-Cookie": await setSessionCookie(outcome.token) } });
}

export default function EnrolAuthenticator() {
  const enrolment = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (actionData?.recoveryCodes) return <RecoveryCodesPage codes={actionData.recoveryCodes} />;
  if (!enrolment) return <EnrolmentStoppedPage />;
  return (
    <StaffPage title="Set up your authenticator app">
      <StaffForm
        id={FORM_ID}
        lastResult={actionData?.result}
        fields={[enrolCodeField]}
        firstField="code"
        intro={<AuthenticatorSteps {...enrolment} />}
        submit="Finish setting up"
      />
    </StaffPage>
  );
}
