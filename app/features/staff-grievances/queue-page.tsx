import { FilterForm } from "~/features/staff-content/filter-form";
import { CaseQueueTable, OverdueTag, type QueueColumn } from "~/features/cases/queue-table";
import { GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import { categoryName } from "~/features/grievances/words";
import {
  GRIEVANCE_VIEW_NAMES,
  GRIEVANCE_VIEWS,
  grievanceQueueHref,
  NO_STATE,
  STATE_NAMES,
  type GrievanceView,
  type QueueQuery,
} from "./queue";
import { grievanceCaseHref } from "./paths";

/** The queue's views as tabs, each with its count, and the overdue among the escalated and the officer's own. */
export function GrievanceTabs({ query, counts }: { query: QueueQuery; counts: Record<string, number> }) {
  const overdueOf: Partial<Record<GrievanceView, number>> = { mine: counts.overdue_mine, escalated: counts.overdue_escalated };
  return (
    <nav aria-label="Views of the queue" className="staff-tabs">
      <ul>
        {GRIEVANCE_VIEWS.map((name) => (
          <li key={name}>
            <a href={grievanceQueueHref({ ...query, view: name })} aria-current={name === query.view ? "page" : undefined}>
              {GRIEVANCE_VIEW_NAMES[name]} ({counts[name]}
              {overdueOf[name] ? `, ${overdueOf[name]} overdue` : ""})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Filters by category, and by state for the national office (a desk sees its own state only). */
export function GrievanceFilters({ query, desk }: { query: QueueQuery; desk: string | null }) {
  const filters = [
    {
      id: "filter-category",
      name: "category",
      label: "Category",
      value: query.category,
      options: [{ value: "", label: "All categories" }, ...GRIEVANCE_CATEGORIES.map((value) => ({ value, label: categoryName(value) }))],
    },
    ...(desk === null
      ? [
          {
            id: "filter-state",
            name: "state",
            label: "State",
            value: query.state,
            options: [
              { value: "", label: "All states" },
              { value: NO_STATE, label: "State not given (to place)" },
              ...STATE_NAMES.map((value) => ({ value, label: value })),
            ],
          },
        ]
      : []),
  ];
  return (
    <>
      {desk !== null ? <p>{`Your desk: ${desk}. You see only its cases.`}</p> : null}
      <FilterForm
        action="/staff/grievances"
        filters={[
          {
            id: "filter-view",
            name: "view",
            label: "View",
            value: query.view,
            options: GRIEVANCE_VIEWS.map((value) => ({ value, label: GRIEVANCE_VIEW_NAMES[value] })),
          },
          ...filters,
        ]}
      />
    </>
  );
}

export interface GrievanceRow {
  reference: string;
  received: string;
  channel: string;
  category: string;
  place: string;
  status: string;
  level: string;
  assignee: string;
  expected: string;
  overdue: boolean;
}

/** The grievance queue's columns after the reference (cases/queue-table.tsx). */
const GRIEVANCE_COLUMNS: readonly QueueColumn<GrievanceRow>[] = [
  { head: "Category", cell: (entry) => entry.category },
  { head: "State, LGA", cell: (entry) => entry.place },
  {
    head: "Status",
    cell: (entry) => (
      <>
        {entry.status}
        <br />
        <span className="hint">{entry.level}</span>
      </>
    ),
  },
  { head: "Assigned to", cell: (entry) => entry.assignee },
  {
    head: "Expected by",
    cell: (entry) => (
      <>
        {entry.expected}
        <OverdueTag overdue={entry.overdue} />
      </>
    ),
  },
];

export function GrievanceTable({ caption, grievances }: { caption: string; grievances: readonly GrievanceRow[] }) {
  return (
    <CaseQueueTable
      captionId="grievances-caption"
      caption={caption}
      empty="No cases here."
      caseHref={grievanceCaseHref}
      columns={GRIEVANCE_COLUMNS}
      rows={grievances}
    />
  );
}
