import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { readFormData } from "~/features/forms/form-data.server";
import { newPasswordFields, newPasswordSchema } from "~/features/staff-auth/forms";
import { BUSY_SIGN_IN, formErrorSummary } from "~/features/staff-auth/messages";
import { BUSY_RETRY_SECONDS, passwordProblem, PasswordWorkBusy } from "~/features/staff-auth/password.server";
import { requireStaffListener, setSessionCookie } from "~/features/staff-auth/session.server";
import { enrolPassword, invitationFor } from "~/features/staff-auth/sign-in.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Set up your account");

const FORM_ID = "enrol";

/** An invitation's link: the invited person chooses a password here. A spent or expired link says so, and nothing more. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const invited = await invitationFor(params.token ?? "");
  if (!invited)
    throw new Response("This invitation has been used, has expired, or was never made. Ask an administrator for a new one.", {
      status: 404,
    });
  return { invited };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const invited = await invitationFor(params.token ?? "");
  if (!invited)
    throw new Response("This invitation has been used, has expired, or was never made. Ask an administrator for a new one.", {
      status: 404,
    });
  const form = await readFormData(request);
  const submission = parseWithZod(form, {
    schema: newPasswordSchema.superRefine((value, issues) => {
      const problem = passwordProblem(value.password, [invited.name, ...invited.displayName.split(/\s+/)]);
      if (problem) issues.addIssue({ code: "custom", path: ["password"], message: problem });
    }),
  });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  let token: string | null;
  try {
    token = await enrolPassword(params.token ?? "", submission.value.password);
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    // The passwords' queue was full: the invitation is not spent, and the form says to try again.
    const result = submission.reply({ formErrors: [BUSY_SIGN_IN], hideFields: ["password", "confirm"] });
    return data({ result }, { status: 429, headers: { "Retry-After": String(BUSY_RETRY_SECONDS) } });
  }
  if (!token)
    throw new Response("This invitation has been used, has expired, or was never made. Ask an administrator for a new one.", {
      status: 404,
    });
  return redirect("/staff/enrol/authenticator", { status: 303, headers: { "Set-Cookie": await setSessionCookie(token) } });
}

export default function Enrol() {
  const { invited } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({ id: FORM_ID, lastResult: actionData?.result });
  const meta = fields as unknown as Record<string, FieldMetadata<string | undefined>>;
  return (
    <StaffPage title="Set up your account">
      <ErrorSummary errors={formErrorSummary(form, FORM_ID, "password")} />
      <p>
        Welcome, {invited.displayName}. Your name for signing in is <strong>{invited.name}</strong>. First choose a password; next you will
        set up an authenticator app on your phone.
      </p>
      <form method="post" {...getFormProps(form)} noValidate>
        <input type="text" name="username" value={invited.name} autoComplete="username" readOnly hidden />
        {newPasswordFields.map((field) => (
          <TextField key={field.name} meta={meta[field.name]!} field={field} />
        ))}
        <button type="submit">Continue</button>
      </form>
    </StaffPage>
  );
}
