import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { LgaImportError } from "~/features/register/import.server";
import type { RegisterChanges } from "~/features/register/changes";
import { publishRegisterFile, REGISTER_FILE_MAX_BYTES, stagedRegisterFile, stageRegisterFile } from "~/features/register/upload.server";
import { lgaColumn } from "~/features/register/view";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { prisma } from "~/utils/db.server";
import { formatCount } from "~/utils/format";

export const meta: MetaFunction = () => staffMeta("Register figures");

/** The figures readers see now, and a file waiting to be published, if the address names one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const query = new URL(request.url).searchParams;
  const [dataset] = await prisma.$queryRaw<{ source: string; as_at: Date; illustrative: boolean; row_count: number; imported_at: Date }[]>`
    SELECT source, as_at, illustrative, row_count, imported_at FROM lga_dataset WHERE id = 1`;
  const fileId = Number(query.get("file"));
  const staged = Number.isSafeInteger(fileId) && fileId > 0 ? await stagedRegisterFile(member, fileId) : null;
  return {
    csrf: member.csrf,
    done: query.get("done")?.slice(0, 80) ?? null,
    current: dataset
      ? {
          source: dataset.source,
          asAt: dataset.as_at.toISOString().slice(0, 10),
          illustrative: dataset.illustrative,
          rows: dataset.row_count,
          importedAt: dataset.imported_at.toISOString().slice(0, 10),
        }
      : null,
    staged,
  };
}

interface Entries {
  source: string;
  as_at: string;
}

/** Every problem found in a refused file: the first PROBLEMS_LISTED, and how many more. */
interface FileProblems {
  listed: string[];
  more: number;
}

/** The error summary's line for a refused file; the problems themselves are listed under the file field. */
function refusal(error: LgaImportError): string {
  const count = error.problems.length + error.more;
  return `The file was not accepted: it has ${count === 1 ? "1 problem" : `${formatCount(count)} problems`}, listed under the file field. Nothing has changed.`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let form: FormData;
  try {
    form = multipart
      ? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: REGISTER_FILE_MAX_BYTES }))
      : await readFormData(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return data(
        { problems: { file: "The file is larger than 2 MB. Send the LGA summary only." }, entries: { source: "", as_at: "" } },
        { status: 413 },
      );
    }
    throw new Response("The form could not be read", { status: 400 });
  }
  requireCsrf(member, form);
  if (formText(form, "intent") === "publish") {
    try {
      const rows = await publishRegisterFile(member, Number(formText(form, "file")));
      return redirect(`/staff/register?done=${encodeURIComponent(`Published ${rows} rows`)}`, 303);
    } catch (error) {
      const problem = error instanceof LgaImportError ? { message: error.message, status: 409 } : staffActionProblem(error);
      if (!problem) throw error;
      return data({ problems: { file: problem.message }, entries: { source: "", as_at: "" } }, { status: problem.status });
    }
  }
  const entries: Entries = { source: formText(form, "source").trim(), as_at: formText(form, "as_at").trim() };
  const problems: Record<string, string> = {};
  let fileProblems: FileProblems | null = null;
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) problems.file = "Choose the LGA summary file (CSV)";
  if (!entries.source) problems.source = "Say where the figures come from";
  else if (entries.source.length > 300) problems.source = "Say where the figures come from in 300 characters or fewer";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entries.as_at) || Number.isNaN(Date.parse(entries.as_at)))
    problems.as_at = "Write the date the figures describe, as 2026-10-31";
  let text = "";
  if (!problems.file && file instanceof Blob) {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      problems.file = "The file is not UTF-8 text. Save it from the spreadsheet as CSV UTF-8 and choose it again";
    }
  }
  if (Object.keys(problems).length === 0) {
    try {
      const id = await stageRegisterFile(member, text, entries.source, entries.as_at);
      return redirect(`/staff/register?file=${id}#changes`, 303);
    } catch (error) {
      if (!(error instanceof LgaImportError)) throw error;
      problems.file = refusal(error);
      fileProblems = { listed: error.problems, more: error.more };
    }
  }
  return data({ problems, entries, fileProblems }, { status: 400 });
}

export default function RegisterUpload() {
  const { csrf, done, current, staged } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems: Record<string, string> = refused?.problems ?? {};
  const fileProblems = refused && "fileProblems" in refused ? refused.fileProblems : null;
  const entries: Entries = refused?.entries ?? { source: current && !current.illustrative ? current.source : "", as_at: "" };
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title="Register figures">
      {done ? (
        <div className="callout" role="status">
          <p>Done: {done}. Readers see the new figures now.</p>
        </div>
      ) : null}
      <h2>What readers see now</h2>
      {current ? (
        <dl className="staff-facts">
          <dt>Source</dt>
          <dd>
            {current.source}
            {current.illustrative ? " (an illustrative sample, labelled as such on the site)" : ""}
          </dd>
          <dt>As at</dt>
          <dd>{current.asAt}</dd>
          <dt>Rows</dt>
          <dd>
            {current.rows}, loaded on {current.importedAt}
          </dd>
        </dl>
      ) : (
        <p>No figures yet.</p>
      )}

      {staged ? (
        <section id="changes" aria-labelledby="changes-heading">
          <h2 id="changes-heading">What the file would change</h2>
          {staged.changes ? <StagedChanges staged={staged} changes={staged.changes} /> : null}
          {staged.refusal ? (
            <div className="callout callout--warning" role="alert">
              <p>This file no longer passes the checks, so it cannot be published: {staged.refusal} Upload a corrected file below.</p>
            </div>
          ) : staged.published ? (
            <p>This file has been published.</p>
          ) : (
            <form method="post">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="file" value={staged.id} />
              <button type="submit" name="intent" value="publish">
                Publish these figures
              </button>
            </form>
          )}
        </section>
      ) : null}

      <h2>Upload the office&rsquo;s file</h2>
      <p>
        A CSV file with the columns STATE, LGA, HOUSEHOLDS, INDIVIDUALS, MALE and FEMALE, one row per LGA; a row with STATE and LGA left
        blank is the national total, and must equal the sum of the LGA rows. The whole file is checked first, every problem listed with its
        row, and you see what it would change before anything is published.
      </p>
      <ErrorSummary errors={summary} />
      <form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-file" label="The LGA summary file" error={problems.file}>
          <input
            type="file"
            id="field-file"
            name="file"
            accept=".csv,text/csv"
            aria-describedby={describedBy("field-file", false, problems.file)}
          />
        </Field>
        {fileProblems ? (
          <section className="file-problems" aria-labelledby="file-problems-heading">
            <h3 id="file-problems-heading">What is wrong with the file</h3>
            <ol>
              {fileProblems.listed.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ol>
            {fileProblems.more > 0 ? (
              <p>{`And ${formatCount(fileProblems.more)} more not listed. Correct these and check the file again to see the rest.`}</p>
            ) : null}
          </section>
        ) : null}
        <Field
          id="field-source"
          label="Where the figures come from"
          hint={<>Shown under the table, such as &ldquo;National Social Register, NASSCO&rdquo;.</>}
          error={problems.source}
        >
          <input
            id="field-source"
            name="source"
            defaultValue={entries.source}
            maxLength={300}
            aria-describedby={describedBy("field-source", true, problems.source)}
          />
        </Field>
        <Field id="field-as_at" label="The date the figures describe" hint="As 2026-10-31." error={problems.as_at}>
          <input
            id="field-as_at"
            name="as_at"
            defaultValue={entries.as_at}
            aria-describedby={describedBy("field-as_at", true, problems.as_at)}
          />
        </Field>
        <button type="submit">Check the file</button>
      </form>
    </StaffPage>
  );
}

/** The preview of a file that passes the checks: the national figures, and the LGAs that change most, every column. */
function StagedChanges({ staged, changes }: { staged: { uploadedBy: string; source: string; asAt: string }; changes: RegisterChanges }) {
  return (
    <>
      <p>
        Uploaded by {staged.uploadedBy}: {staged.source}, as at {staged.asAt}. {changes.lgas.after} LGAs in {changes.states} states (
        {changes.lgas.added} new, {changes.lgas.removed} no longer listed).
      </p>
      <table className="staff-table">
        <caption>National figures</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Now</th>
            <th scope="col">With the file</th>
            <th scope="col">LGAs whose figure changes</th>
          </tr>
        </thead>
        <tbody>
          {changes.totals.map((total) => (
            <tr key={total.key}>
              <th scope="row">{lgaColumn(total.key).heading}</th>
              <td>{total.before === null ? "none" : formatCount(total.before)}</td>
              <td>{formatCount(total.after)}</td>
              <td>{formatCount(total.lgasChanged)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changes.largest.length > 0 ? (
        <table className="staff-table">
          <caption>The largest changes by LGA, every column</caption>
          <thead>
            <tr>
              <th scope="col">LGA</th>
              <th scope="col">Figure</th>
              <th scope="col">Now</th>
              <th scope="col">With the file</th>
            </tr>
          </thead>
          {changes.largest.map((row) => (
            <tbody key={`${row.state}/${row.lga}`}>
              {row.counts.map((count, i) => (
                <tr key={count.key}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={row.counts.length}>
                      {row.lga}, {row.state}
                    </th>
                  ) : null}
                  <th scope="row">{lgaColumn(count.key).heading}</th>
                  <td>{formatCount(count.before)}</td>
                  <td>{count.after === count.before ? "unchanged" : formatCount(count.after)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      ) : null}
    </>
  );
}
