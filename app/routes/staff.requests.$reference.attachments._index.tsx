import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { AttachForm } from "~/features/staff-requests/attach-form";
import { attachAction, attachPage } from "~/features/staff-requests/attach-page.server";
import { requestReference } from "~/features/staff-requests/request-page.server";
import { readFormWithFile } from "~/features/staff-requests/scan.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Attach a file to ${data.reference}` : "Attach a file");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return attachPage(member, requestReference(params));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = requestReference(params);
  const form = await readFormWithFile(request);
  if (form) requireCsrf(member, form);
  return attachAction(member, reference, form);
}

export default function AttachFile() {
  const { reference, csrf } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title={`Attach a file to ${reference}`}>
      <p>
        <a href={`/staff/requests/${reference}`}>Back to the request</a>
      </p>
      <AttachForm csrf={csrf} problems={refused?.problems ?? {}} description={refused?.description ?? ""} />
    </StaffPage>
  );
}
