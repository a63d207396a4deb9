import { SOURCE_NAMES } from "~/features/payments/payment-window";
import { cycleOfKey, type Cycle } from "~/features/payments/progress";
import { parseLagosTime } from "~/utils/lagos-time";

/** The progress form's own rules, before its file is read: a cycle offered, a time not to come, a source, a file. */
export interface ProgressEntries {
  cycle: string;
  as_at: string;
  source: string;
}

export type ProgressProblems = Partial<Record<"cycle" | "as_at" | "source" | "file", string>>;

export type ProgressForm = { cycle: Cycle; asAt: Date; sourceName: string } | { problems: ProgressProblems };

export function progressFormOf(entries: ProgressEntries, offered: readonly Cycle[], fileChosen: boolean, now = new Date()): ProgressForm {
  const problems: ProgressProblems = {};
  const cycle = cycleOfKey(entries.cycle);
  if (!cycle || !offered.some((one) => one.year === cycle.year && one.number === cycle.number)) {
    problems.cycle = "Choose the cycle the figures are for";
  }
  const asAt = parseLagosTime(entries.as_at);
  if (asAt === null || asAt === "invalid") problems.as_at = "Write the time the figures describe, as 2026-03-12 14:00";
  else if (asAt.getTime() > now.getTime()) problems.as_at = "The figures cannot describe a time still to come";
  if (!SOURCE_NAMES.some((source) => source.value === entries.source)) problems.source = "Choose who reported the figures";
  if (!fileChosen) problems.file = "Choose the progress file (CSV)";
  if (Object.keys(problems).length > 0 || !cycle || !(asAt instanceof Date)) return { problems };
  return { cycle, asAt, sourceName: entries.source };
}
