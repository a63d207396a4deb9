import { ErrorSummary, InputField, summaryOf } from "~/components/form-fields";
import { ScrollRegion } from "~/components/scroll-region";
import { HOLIDAY_NAME_MAX, type HolidayEntries } from "./holiday-form";

/** A new holiday, or a new name for the one on that day; a refused post keeps what was typed. */
export function HolidayForm({
  csrf,
  entries,
  problems,
}: {
  csrf: string;
  entries: HolidayEntries | undefined;
  problems: Partial<Record<keyof HolidayEntries, string>>;
}) {
  const summary = summaryOf(problems);
  return (
    <>
      <ErrorSummary errors={summary} />
      <p>
        A request&rsquo;s age counts working days: Monday to Friday, leaving out these holidays. The Public Holidays Act fixes most of them.
        Add the Muslim holidays (Eid el-Fitr, Eid el-Kabir, Eid el-Maulud) and any extra day when the Federal Government declares them.
      </p>
      <h2>Add or rename a holiday</h2>
      <form method="post" action="#holidays">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-day"
          label="Day"
          hint="As 2027-03-10."
          error={problems.day}
          name="day"
          inputMode="numeric"
          defaultValue={entries?.day ?? ""}
        />
        <InputField
          id="field-name"
          label="Holiday"
          hint="For example, Eid el-Fitr."
          error={problems.name}
          name="name"
          maxLength={HOLIDAY_NAME_MAX}
          defaultValue={entries?.name ?? ""}
        />
        <button type="submit" name="intent" value="set">
          Save the holiday
        </button>
      </form>
    </>
  );
}

/** The holidays kept, each with its button to remove it. */
export function HolidayTable({ csrf, days }: { csrf: string; days: { day: string; text: string; name: string; addedBy: string }[] }) {
  return (
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
  );
}
