import { ChoiceList } from "~/components/form-fields";
import { stateName } from "~/content/states";
import { categoryName } from "~/features/grievances/words";
import { formatCount, formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { ResolutionFields } from "./letter-sections";

/** The grievance desk's page of known problems (decision 0112), its address written once. */
export const KNOWN_PROBLEMS_PAGE = "/staff/grievances/known-problems";
/** Where an officer writes a new one: the content collection's form, reviewed as news is. */
export const NEW_KNOWN_PROBLEM = "/staff/content/known_problem/new";

/** A known problem as the grievance desk reads it (staff_known_problems). */
export interface DeskKnownProblem {
  id: string;
  state: string;
  lga: string | null;
  category: string;
  expectedOn: string | null;
  origin: "office" | "rule";
  status: string;
  publishAt: Date;
  closedAt: Date | null;
  closedBy: string | null;
  openCases: number;
  cases: number;
  shown: number;
  filed: number;
}

/** A known problem as the page lists it: dates already words. */
export interface KnownProblemLine {
  id: string;
  place: string;
  category: string;
  expected: string | null;
  origin: "office" | "rule";
  status: string;
  published: string;
  closed: string | null;
  closedBy: string | null;
  openCases: number;
  cases: number;
  shown: number;
  filed: number;
}

export const placeOfProblem = (problem: { state: string; lga: string | null }) =>
  problem.lga ? `${problem.lga}, ${stateName(problem.state)}` : `${stateName(problem.state)} (the whole state)`;

/** Shown before filing, and those who did not file then: the reports it absorbed. */
const absorbed = (line: Pick<KnownProblemLine, "shown" | "filed">) => Math.max(line.shown - line.filed, 0);

export function KnownProblemTable({ lines }: { lines: KnownProblemLine[] }) {
  if (lines.length === 0) return <p>No known problem is open at your desk, and none closed in the last 90 days.</p>;
  return (
    <div className="table-scroll">
      <table className="staff-table">
        <caption>Known problems, open ones first</caption>
        <thead>
          <tr>
            <th scope="col">Problem</th>
            <th scope="col">Published</th>
            <th scope="col">Cases (open)</th>
            <th scope="col">Shown before filing</th>
            <th scope="col">Absorbed</th>
            <th scope="col">State of it</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.category}: {line.place}
                {line.expected ? <> (new date {line.expected})</> : null}
              </th>
              <td>
                {line.published}
                {line.origin === "rule" ? " by the rule" : ""}
              </td>
              <td>
                {formatCount(line.cases)} ({formatCount(line.openCases)})
              </td>
              <td>{formatCount(line.shown)}</td>
              <td>{formatCount(absorbed(line))}</td>
              <td>
                {line.closed ? (
                  `Closed ${line.closed} by ${line.closedBy ?? ""}`
                ) : (
                  <>
                    {line.status === "published" ? "On the site" : `Not on the site (${line.status})`}.{" "}
                    <a href={`/staff/content/known_problem/${line.id}`}>Edit</a>,{" "}
                    <a href={`${KNOWN_PROBLEMS_PAGE}?close=${encodeURIComponent(line.id)}#close-heading`}>close</a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function knownProblemLine(problem: DeskKnownProblem): KnownProblemLine {
  return {
    id: problem.id,
    place: placeOfProblem(problem),
    category: categoryName(problem.category),
    expected: problem.expectedOn ? formatMonthDayYear(problem.expectedOn) : null,
    origin: problem.origin,
    status: problem.status,
    published: formatMonthDayYear(lagosToday(problem.publishAt)),
    closed: problem.closedAt ? formatMonthDayYear(lagosToday(problem.closedAt)) : null,
    closedBy: problem.closedBy,
    openCases: problem.openCases,
    cases: problem.cases,
    shown: problem.shown,
    filed: problem.filed,
  };
}

export interface CloseEntries {
  /** "resolve": its open cases with one reply; "leave": they stay open. */
  cases: string;
  resolution: string;
  closing: string;
}

/** Closing one notice: its open cases resolved with one reply (each person asked "Was it fixed?"), or left open. */
export function CloseKnownProblem({
  csrf,
  line,
  entries,
  problems,
}: {
  csrf: string;
  line: KnownProblemLine;
  entries: CloseEntries;
  problems: Record<string, string>;
}) {
  return (
    <section aria-labelledby="close-heading">
      <h2 id="close-heading" tabIndex={-1}>
        Close: {line.category}, {line.place}
      </h2>
      <p>
        The notice leaves the site at once. {formatCount(line.openCases)} open{" "}
        {line.openCases === 1 ? "case at your desk reports" : "cases at your desk report"} it.
      </p>
      <form method="post" action={`${KNOWN_PROBLEMS_PAGE}?close=${encodeURIComponent(line.id)}#close-heading`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="id" value={line.id} />
        <ChoiceList
          type="radio"
          name="cases"
          id="field-cases"
          legend="Its open cases"
          error={problems.cases}
          choices={[
            {
              value: "resolve",
              label: "Resolve them all with the reply below: each person gets it in their closing letter and is asked “Was it fixed?”",
            },
            { value: "leave", label: "Leave them open, to be resolved one by one" },
          ]}
          checked={(value) => value === entries.cases}
        />
        <ResolutionFields
          entries={entries}
          problems={problems}
          when=" (only when resolving them)"
          hint="Each person reads it on the status page, and in the closing letter if they agreed to one."
        />
        <div className="staff-actions">
          <button type="submit">Close the known problem</button> <a href={KNOWN_PROBLEMS_PAGE}>Cancel</a>
        </div>
      </form>
    </section>
  );
}
