import { ErrorSummary, FieldError } from "~/components/form-fields";
import { lgaChoice, type LgaAdding } from "../upload-form";

/**
 * An administrator's ticks for the LGAs of a refused file that the register's list does not
 * have: each one ticked is added to the list under their name, as new or renamed. A form of its
 * own, after the file's, which works without JavaScript; the file is then chosen again.
 */
export function AddLgasForm({ csrf, adding }: { csrf: string; adding: LgaAdding }) {
  return (
    <section aria-labelledby="add-lgas-heading">
      <h2 id="add-lgas-heading">New or renamed LGAs</h2>
      <p>
        As an administrator you may add an LGA the file names to the register&rsquo;s list, if it is genuinely new or renamed (by law, not a
        spelling of one on the list). Your name is recorded with each. Then choose the file again and check it.
      </p>
      {adding.problem ? <ErrorSummary errors={[{ id: "field-lga", message: adding.problem }]} /> : null}
      <form method="post" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        {adding.offered.map((lga) => (
          <input key={lgaChoice(lga)} type="hidden" name="offered" value={lgaChoice(lga)} />
        ))}
        <fieldset
          className={adding.problem ? "field field--error" : "field"}
          aria-describedby={adding.problem ? "field-lga-error" : undefined}
        >
          <legend>Add to the register&rsquo;s list</legend>
          <FieldError id="field-lga-error" error={adding.problem} />
          {adding.offered.map((lga, index) => (
            <div className="checkbox" key={lgaChoice(lga)}>
              <input type="checkbox" id={index === 0 ? "field-lga" : `field-lga-${index}`} name="lga" value={lgaChoice(lga)} />
              <label htmlFor={index === 0 ? "field-lga" : `field-lga-${index}`}>
                {lga.lga}, {lga.state}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="add-lgas">
          Add the ticked LGAs to the register&rsquo;s list
        </button>
      </form>
    </section>
  );
}
