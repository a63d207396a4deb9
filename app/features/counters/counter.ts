import type { Sourced } from "~/content/provenance";

/** The two rows of figures on the home page: under the carousel, and in What We Do. */
export const COUNTER_SETS = ["register", "reach"] as const;
export type CounterSet = (typeof COUNTER_SETS)[number];

/** A figure as the home page shows it. */
export interface Counter extends Sourced {
  id: string;
  target: number;
  /** Shown after the number, e.g. the "+" of "8,000+". */
  suffix: string;
  label: string;
}
