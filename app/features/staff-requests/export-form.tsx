import { ChoiceList, ErrorSummary, InputField, summaryOf } from "~/components/form-fields";
import { EXPORT_FORMATS, type ExportFormat } from "./export-columns";

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV, for any spreadsheet program",
  xlsx: "Excel workbook (.xlsx)",
};

/** The export's form: it posts to the download, which sends a refused one back here with its entries. */
export function ExportForm({
  csrf,
  entries,
  problems,
}: {
  csrf: string;
  entries: { since: string; format: string };
  problems: Record<string, string>;
}) {
  const summary = summaryOf(problems);
  return (
    <>
      <ErrorSummary errors={summary} />
      <p>
        Every request received since the day you choose, with its contact details. The export is recorded under your name with the number of
        requests in it. Keep the file somewhere only the office can open, and delete it when you are done.
      </p>
      <form method="post" action="/staff/requests/export/download">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-since"
          label="Requests received from"
          hint="As 2026-01-01, Lagos time."
          error={problems.since}
          name="since"
          inputMode="numeric"
          defaultValue={entries.since}
        />
        <ChoiceList
          type="radio"
          name="format"
          id="field-format"
          legend="Kind of file"
          error={problems.format}
          choices={EXPORT_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))}
          checked={(format) => entries.format === format}
        />
        <button type="submit">Export</button>
      </form>
    </>
  );
}
