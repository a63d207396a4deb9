/** What readers see now: the source, the day, the rows and when they were loaded. */
export function PublishedFigures({
  current,
}: {
  current: { source: string; asAt: string; illustrative: boolean; rows: number; importedAt: string } | null;
}) {
  return (
    <>
      <h2>What readers see now</h2>
      {current ? (
        <dl className="staff-facts">
          <dt>Source</dt>
          <dd>
            {current.source}
            {current.illustrative ? " (an illustrative sample, labelled as such on the site)" : ""}
          </dd>
          <dt>As at</dt>
          <dd>{current.asAt}</dd>
          <dt>Rows</dt>
          <dd>
            {current.rows}, loaded on {current.importedAt}
          </dd>
        </dl>
      ) : (
        <p>No figures yet.</p>
      )}
    </>
  );
}
