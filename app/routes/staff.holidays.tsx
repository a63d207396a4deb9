import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { ScrollRegion } from "~/components/scroll-region";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { holidays, removeHoliday, setHoliday } from "~/features/staff-requests/holidays.server";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday, parseLagosTime } from "~/utils/lagos-time";

/**
 * The public holidays a request's age leaves out. The Public Holidays Act
 * fixes most of them; the Federal Government declares the Muslim holidays,
 * and any extra days, each year, and request officers add them here.
 */
export const meta: MetaFunction = () => staffMeta("Public holidays");

const NAME_MAX = 120;

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
  const problems: Record<string, string> = {};
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(entries.day) && parseLagosTime(entries.day) instanceof Date;
  if (formText(form, "intent") === "remove") {
    if (!valid) throw new Response("That is not a day.", { status: 400 });
    await removeHoliday(member, entries.day);
    return redirect("/staff/holidays?done=removed#holidays", 303);
  }
  if (!valid) problems.day = "Enter the day as 2027-03-10";
  if (entries.name === "") problems.name = "Enter the holiday's name, as the Federal Government gives it";
  else if (entries.name.length > NAME_MAX) problems.name = `Write the name in ${NAME_MAX} characters or fewer`;
  if (Object.keys(problems).length > 0) return data({ entries, problems }, { status: 400 });
  await setHoliday(member, entries.day, entries.name);
  return redirect("/staff/holidays?done=added#holidays", 303);
}

export default function Holidays() {
  const { csrf, holidays: days, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems: Record<string, string> = refused?.problems ?? {};
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title="Public holidays">
      <ErrorSummary errors={summary} />
      <p>
        A request&rsquo;s age counts working days: Monday to Friday, leaving out these holidays. The Public Holidays Act fixes most of them.
        Add the Muslim holidays (Eid el-Fitr, Eid el-Kabir, Eid el-Maulud) and any extra day when the Federal Government declares them.
      </p>
      <h2>Add or rename a holiday</h2>
      <form method="post" action="#holidays">
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-day" label="Day" hint="As 2027-03-10." error={problems.day}>
          <input
            id="field-day"
            name="day"
            inputMode="numeric"
            defaultValue={refused?.entries.day ?? ""}
            aria-describedby={describedBy("field-day", true, problems.day)}
          />
        </Field>
        <Field id="field-name" label="Holiday" hint="For example, Eid el-Fitr." error={problems.name}>
          <input
            id="field-name"
            name="name"
            maxLength={NAME_MAX}
            defaultValue={refused?.entries.name ?? ""}
            aria-describedby={describedBy("field-name", true, problems.name)}
          />
        </Field>
        <button type="submit" name="intent" value="set">
          Save the holiday
        </button>
      </form>
      <h2 id="holidays" tabIndex={-1}>
        Holidays kept
      </h2>
      {done ? (
        <p className="callout" role="status">
          {done === "removed" ? "Done: the holiday is removed." : "Done: the holiday is saved."}
        </p>
      ) : null}
      <ScrollRegion labelledBy="holidays-caption">
        <table className="staff-table">
          <caption id="holidays-caption" className="visually-hidden">
            Public holidays from last year on
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Holiday</th>
              <th scope="col">Added by</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.text}</td>
                <td>{day.name}</td>
                <td>{day.addedBy}</td>
                <td>
                  <form method="post" action="#holidays">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="day" value={day.day} />
                    <button type="submit" name="intent" value="remove" className="button--secondary">
                      Remove
                      <span className="visually-hidden">
                        {" "}
                        {day.name}, {day.text}
                      </span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </StaffPage>
  );
}
