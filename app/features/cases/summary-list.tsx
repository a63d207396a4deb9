/** A case's facts or details as label and value, one pair a row: each case page's summaries. */
export function SummaryList({ rows, id }: { rows: readonly (readonly [string, string])[]; id?: string }) {
  return (
    <dl className="summary-list" id={id}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
