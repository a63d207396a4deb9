import { REOPENED_TARGET_WORKING_DAYS, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { paths } from "~/site/paths";
import { CSV_COLUMNS, CSV_NOTES, FEWEST_CASES, ROUNDED_TO } from "./figures";

/**
 * What the figures' CSV means, in W3C CSV on the Web form, at the address
 * CSVW looks for by default (the file's own, with -metadata.json added) and
 * named by the file's Link header, as the register's files do. The
 * definitions are the page's "About these figures", in English.
 */
export const STATISTICS_CSV_NAME = "nassco-grievance-statistics.csv";
export const STATISTICS_METADATA_PATH = `${paths.grievanceStatisticsCsv}-metadata.json`;
export const csvMetadataLink = `<${STATISTICS_METADATA_PATH}>; rel="describedby"; type="application/csvm+json"`;

const days = RESOLUTION_TARGET_WORKING_DAYS;
const DESCRIPTIONS: Record<(typeof CSV_COLUMNS)[number], string> = {
  dimension: 'What the row breaks down by: "total" (every grievance; the first row), "month", "category" or "state".',
  key: "The month the grievances arrived (YYYY-MM, Lagos time), the category's code, or the state's name as the register writes it (\"not given\" for the cases sent by text message without a state, not yet placed). Empty on the total.",
  received: `Grievances received, by any channel, since the first one, rounded to the nearest ${ROUNDED_TO}.`,
  received_note: `"${CSV_NOTES.rounded}": the figure before it is rounded, as every count is.`,
  resolved: `How many of the grievances received have been resolved so far, rounded to the nearest ${ROUNDED_TO}.`,
  resolved_note: `"${CSV_NOTES.rounded}": the figure before it is rounded, as every count is.`,
  [`share_resolved_within_${days}_working_days`]: `Of the grievances whose ${days} working days have passed, the share (0 to 1, to the hundredth) resolved within them, by the date the office promised: ${days} working days after arrival, Monday to Friday less public holidays, Lagos time. Grievances received in the last ${days} working days are not counted in it yet, resolved or not.`,
  share_note: "Why the share before it is empty, if it is.",
  median_working_days_to_resolution:
    "Half of the resolved grievances took this many working days or fewer, from arrival to resolution (Monday to Friday less public holidays, Lagos time), in whole days, rounded up.",
  median_note: "Why the median before it is empty, if it is.",
  share_of_resolved_answered_was_it_fixed:
    'Of the resolved grievances, the share (0 to 1, to the hundredth) whose person answered "Was it fixed?", which the office asks once, when it resolves a grievance.',
  answered_note: "Why the share before it is empty, if it is.",
  share_of_resolved_confirmed_fixed: "Of the resolved grievances, the share whose person said the problem was fixed.",
  confirmed_note: "Why the share before it is empty, if it is.",
  share_of_ever_resolved_reopened:
    "Of the grievances ever resolved (resolved now, or reopened and not yet resolved again), the share a person reopened by saying it was not fixed.",
  reopened_note: "Why the share before it is empty, if it is.",
  [`share_of_reopened_resolved_again_within_${REOPENED_TARGET_WORKING_DAYS}_working_days`]: `Of the reopened grievances resolved again, the share resolved by the date the office then promised: ${REOPENED_TARGET_WORKING_DAYS} working days after the person reopened it.`,
  reopened_in_time_note: "Why the share before it is empty, if it is.",
};

export function csvMetadata(origin: string) {
  return {
    "@context": ["http://www.w3.org/ns/csvw", { "@language": "en" }],
    url: `${origin}${paths.grievanceStatisticsCsv}`,
    "dc:title": "NASSCO grievances: received, resolved, how fast, and whether fixed, by month, category and state",
    "dc:publisher": "National Social Safety-Nets Coordinating Office (NASSCO)",
    "rdfs:comment":
      "Counted from the office's case records each time the file is asked for, from the first grievance to the moment of the request.",
    notes: [
      'The first row is the total, labelled "total". Do not add it to the other rows.',
      `To protect the people who reported, every count is rounded to the nearest ${ROUNDED_TO}, the totals too (1 or 2 grievances show as 0, 3 or 4 as ${ROUNDED_TO}), with the note "${CSV_NOTES.rounded}" beside it, so the rows may not add up exactly to the total. Every month from the first grievance's, every category and every state has its row, 0 included.`,
      `A share or a median is given only when at least ${FEWEST_CASES} grievances make it; otherwise it is empty, with the note "${CSV_NOTES["fewer-than-8"]}".`,
    ],
    tableSchema: {
      columns: CSV_COLUMNS.map((name) => ({
        name,
        titles: name,
        datatype:
          name.endsWith("_note") || name === "dimension" || name === "key" ? "string" : name.startsWith("share") ? "decimal" : "integer",
        "dc:description": DESCRIPTIONS[name],
      })),
    },
  };
}
