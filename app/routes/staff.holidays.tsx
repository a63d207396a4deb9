import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { holidayProblems, isHolidayDay } from "~/features/staff-requests/holiday-form";
import { HolidayForm, HolidayTable } from "~/features/staff-requests/holiday-views";
import { holidays, removeHoliday, setHoliday } from "~/features/staff-requests/holidays.server";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { DoneNotice } from "~/components/done-notice";

/**
 * The public holidays a request's age leaves out. The Public Holidays Act
 * fixes most of them; the Federal Government declares the Muslim holidays,
 * and any extra days, each year, and request officers add them here.
 */
export const meta: MetaFunction = () => staffMeta("Public holidays");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["request_officer", "admin"]);
  const year = Number(lagosToday().slice(0, 4));
  return {
    csrf: member.csrf,
    holidays: (await holidays(`${year - 1}-01-01`)).map((day) => ({ ...day, text: formatMonthDayYear(day.day) })),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["request_officer", "admin"]);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const entries = { day: formText(form, "day").trim(), name: formText(form, "name").trim() };
  if (formText(form, "intent") === "remove") {
    if (!isHolidayDay(entries.day)) throw new Response("That is not a day.", { status: 400 });
    await removeHoliday(member, entries.day);
    return redirect("/staff/holidays?done=removed#holidays", 303);
  }
  const problems = holidayProblems(entries);
  if (Object.keys(problems).length > 0) return data({ entries, problems }, { status: 400 });
  await setHoliday(member, entries.day, entries.name);
  return redirect("/staff/holidays?done=added#holidays", 303);
}

export default function Holidays() {
  const { csrf, holidays: days, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Public holidays">
      <HolidayForm csrf={csrf} entries={refused?.entries} problems={refused?.problems ?? {}} />
      <h2 id="holidays" tabIndex={-1}>
        Holidays kept
      </h2>
      {done ? <DoneNotice>{done === "removed" ? "Done: the holiday is removed." : "Done: the holiday is saved."}</DoneNotice> : null}
      <HolidayTable csrf={csrf} days={days} />
    </StaffPage>
  );
}
