import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field, FieldError } from "~/components/form-fields";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { checkExportForm, EXPORT_FORMATS, type ExportFormat } from "~/features/staff-requests/export.server";
import { lagosToday } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Export requests");

/** The first of the month a year ago: a year's requests unless the officer asks for more. */
function aYearAgo(): string {
  const today = lagosToday();
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
}

/** The form; after a refused download its entries come back in the address, with what is wrong (400). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const query = new URL(request.url).searchParams;
  const entries = { since: query.get("since") ?? aYearAgo(), format: query.get("format") ?? "xlsx" };
  const problems = query.has("check") ? checkExportForm(entries).problems : {};
  return data({ csrf: member.csrf, entries, problems }, { status: Object.keys(problems).length > 0 ? 400 : 200 });
}

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV, for any spreadsheet program",
  xlsx: "Excel workbook (.xlsx)",
};

export default function ExportRequests() {
  const { csrf, entries, problems } = useLoaderData<typeof loader>();
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title="Export requests">
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      <ErrorSummary errors={summary} />
      <p>
        Every request received since the day you choose, with its contact details. The export is recorded under your name with the number of
        requests in it. Keep the file somewhere only the office can open, and delete it when you are done.
      </p>
      <form method="post" action="/staff/requests/export/download">
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-since" label="Requests received from" hint="As 2026-01-01, Lagos time." error={problems.since}>
          <input
            id="field-since"
            name="since"
            inputMode="numeric"
            defaultValue={entries.since}
            aria-describedby={describedBy("field-since", true, problems.since)}
          />
        </Field>
        <fieldset className={problems.format ? "field field--error" : "field"}>
          <legend>Kind of file</legend>
          <FieldError id="field-format-error" error={problems.format} />
          {EXPORT_FORMATS.map((format, index) => (
            <div className="checkbox" key={format}>
              <input
                type="radio"
                name="format"
                value={format}
                id={index === 0 ? "field-format" : `field-format-${format}`}
                defaultChecked={entries.format === format}
              />
              <label htmlFor={index === 0 ? "field-format" : `field-format-${format}`}>{FORMAT_LABELS[format]}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit">Export</button>
      </form>
    </StaffPage>
  );
}
