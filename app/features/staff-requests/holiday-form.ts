import { lagosDay } from "~/utils/lagos-time";

/** The public holidays form's rules: a real day, written as the database takes it, and the holiday's name. */

export const HOLIDAY_NAME_MAX = 120;

export interface HolidayEntries {
  day: string;
  name: string;
}

/** A day as 2027-03-10 that exists in the calendar. */
export function isHolidayDay(day: string): boolean {
  return lagosDay(day) !== null;
}

export function holidayProblems(entries: HolidayEntries): Partial<Record<keyof HolidayEntries, string>> {
  const problems: Partial<Record<keyof HolidayEntries, string>> = {};
  if (!isHolidayDay(entries.day)) problems.day = "Enter the day as 2027-03-10";
  if (entries.name === "") problems.name = "Enter the holiday's name, as the Federal Government gives it";
  else if (entries.name.length > HOLIDAY_NAME_MAX) problems.name = `Write the name in ${HOLIDAY_NAME_MAX} characters or fewer`;
  return problems;
}
