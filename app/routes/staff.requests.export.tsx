import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { ExportForm } from "~/features/staff-requests/export-form";
import { exportFormEntries } from "~/features/staff-requests/export.server";
import { lagosToday } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Export requests");

/** The form; after a refused download its entries come back in the address, with what is wrong (400). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const { entries, problems } = exportFormEntries(new URL(request.url).searchParams, lagosToday());
  return data({ csrf: member.csrf, entries, problems }, { status: Object.keys(problems).length > 0 ? 400 : 200 });
}

export default function ExportRequests() {
  const { csrf, entries, problems } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Export requests">
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      <ExportForm csrf={csrf} entries={entries} problems={problems} />
    </StaffPage>
  );
}
