import type { Sourced } from "~/content/provenance";
import { paths } from "~/site/paths";

/** A job at the office, as the careers page lists it. */
export interface VacancySummary extends Sourced {
  slug: string;
  title: string;
  location: string;
  summary: string;
  /** The last day to apply, "2026-12-04"; applications close at the end of it, Lagos time. */
  closesOn: string;
}

/** The page of one vacancy: /get-involved/careers/<slug>. */
export function vacancyPath(slug: string): string {
  return `${paths.careers}/${slug}`;
}

/** What a closed or unknown vacancy's address answers. */
export const vacancyNotFound = {
  title: "This vacancy is not open",
  text: "The vacancy you are looking for has closed, or its address is wrong. Open vacancies are listed on our careers page.",
  back: "See current vacancies",
};
