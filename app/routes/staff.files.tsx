import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { findUpload, recentUploads } from "~/features/media/media.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { UploadedFiles, JustUploaded } from "~/features/staff-content/uploaded-files";
import { UploadForm } from "~/features/staff-content/upload-form";
import { addedKey } from "~/features/staff-content/uploads";
import { receiveUpload } from "~/features/staff-content/uploads.server";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Photos and documents");

const LISTED = 40;

/** The newest uploads, and the one just sent, if the address names one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const added = addedKey(new URL(request.url).searchParams);
  const [uploads, just] = await Promise.all([recentUploads({ take: LISTED }), added ? findUpload(added) : null]);
  return { csrf: member.csrf, uploads: uploads.map(({ uploadedAt, ...upload }) => ({ ...upload, when: lagosTimeText(uploadedAt) })), just };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  return receiveUpload(member, request);
}

export default function Files() {
  const { csrf, uploads, just } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Photos and documents">
      {just ? <JustUploaded upload={just} /> : null}
      <UploadForm csrf={csrf} problems={refused?.problems ?? {}} alt={refused?.entries.alt ?? ""} />
      <UploadedFiles uploads={uploads} />
    </StaffPage>
  );
}
