/** One choice of a list's filters: a select, which a "Show" button applies. */
export interface Filter {
  /** The select's id (its label's target). */
  id: string;
  name: string;
  label: string;
  /** The value chosen now. */
  value: string;
  options: readonly { value: string; label: string }[];
}

/** A list's filters as a plain GET form (no JavaScript needed), each a select, and the button that applies them. */
export function FilterForm({ action, filters }: { action?: string; filters: readonly Filter[] }) {
  return (
    <form method="get" action={action} className="staff-filters">
      {filters.map((filter) => (
        <div className="field" key={filter.name}>
          <label htmlFor={filter.id}>{filter.label}</label>
          <select id={filter.id} name={filter.name} defaultValue={filter.value}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button--secondary">
        Show
      </button>
    </form>
  );
}

/** A record of words by value as a select's options. */
export const optionsOf = (words: Record<string, string>) => Object.entries(words).map(([value, label]) => ({ value, label }));
