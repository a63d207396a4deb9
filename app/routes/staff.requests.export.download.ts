import { Readable } from "node:stream";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { checkExportForm, exportStream, exportTicket } from "~/features/staff-requests/export.server";

/**
 * The export's file (the form is routes/staff.requests.export.tsx, which a
 * page's action cannot answer with a file). The export is recorded before a
 * row is read, and the file is streamed as its rows are read. Entries that do
 * not check out go back to the form, in its address, which says what is wrong
 * with a 400.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const form = await readFormData(request);
  requireCsrf(member, form);
  const entries = { since: formText(form, "since").trim().slice(0, 40), format: formText(form, "format").slice(0, 10) };
  const { since, format } = checkExportForm(entries);
  if (!since || !format) return redirect(`/staff/requests/export?${new URLSearchParams({ ...entries, check: "1" })}`, 303);
  const ticket = await exportTicket(member, since, format);
  // A queue of two chunks: by default Readable.toWeb counts the stream's high-water mark (16,384) in
  // chunks, not bytes, and would read a whole export into memory ahead of a slow download.
  const body = Readable.toWeb(await exportStream(member, ticket, format), {
    strategy: new CountQueuingStrategy({ highWaterMark: 2 }),
  }) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Disposition": `attachment; filename="nassco-data-access-requests-since-${entries.since}.${format}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
  });
}
