import type { FieldChange } from "./compare";

/** A table of the fields that changed: before and after, and long text line by line. */
export function Changes({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  if (changes.length === 0) return <p>It changes no field.</p>;
  return (
    <table className="staff-table staff-changes">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.name}>
            <th scope="row">{change.label}</th>
            {change.lines ? (
              <td colSpan={2}>
                <ul className="staff-lines">
                  {change.lines.map((line, index) => (
                    <li key={index} className={`staff-lines__${line.change}`}>
                      <span className="visually-hidden">
                        {line.change === "added" ? "Added: " : line.change === "removed" ? "Removed: " : ""}
                      </span>
                      <span aria-hidden="true">{line.change === "added" ? "+ " : line.change === "removed" ? "− " : "  "}</span>
                      {line.text}
                    </li>
                  ))}
                </ul>
              </td>
            ) : (
              <>
                <td>{change.before || <span className="hint">(empty)</span>}</td>
                <td>{change.after || <span className="hint">(empty)</span>}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
