import { formatCount } from "~/utils/format";
import type { RegisterChanges } from "../changes";
import type { FileProblems } from "../upload-form";
import { lgaColumn } from "../view";

interface Staged {
  id: number;
  uploadedBy: string;
  source: string;
  asAt: string;
  published: boolean;
  changes: RegisterChanges | null;
  refusal: FileProblems | null;
}

/** A file waiting to be published: what it would change, and the button to publish it (or, every problem it has, why it no longer can be). */
export function StagedFile({ staged, csrf }: { staged: Staged; csrf: string }) {
  return (
    <section id="changes" aria-labelledby="changes-heading">
      <h2 id="changes-heading">What the file would change</h2>
      {staged.changes ? <StagedChanges staged={staged} changes={staged.changes} /> : null}
      {staged.refusal ? (
        <div className="callout callout--warning" role="alert">
          <p>This file no longer passes the checks, so it cannot be published. Upload a corrected file below.</p>
          <ol>
            {staged.refusal.listed.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ol>
          {staged.refusal.more > 0 ? <p>{`And ${formatCount(staged.refusal.more)} more not listed.`}</p> : null}
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
  );
}

/** The preview of a file that passes the checks: the national figures, and the LGAs that change most, every column. */
function StagedChanges({ staged, changes }: { staged: Staged; changes: RegisterChanges }) {
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
