import { formatCount } from "~/utils/format";

/**
 * Charts drawn on the server as SVG, with no script. Each stands beside the
 * same figures in words or a table, so a screen reader, a text browser and a
 * 240 px screen lose nothing: the drawing is for the eye only.
 */
export interface ChartEntry {
  label: string;
  value: number;
}

/**
 * One bar per entry, its label and figure in text above it: readable at any width. A share
 * gives `whole` (100), so a bar's length is the share rather than its size beside the largest,
 * and `unit` ("%") after each figure.
 */
export function BarList({
  entries,
  label,
  whole,
  unit = "",
}: {
  entries: readonly ChartEntry[];
  label: string;
  whole?: number;
  unit?: string;
}) {
  const largest = whole ?? Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <ul className="bar-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className="bar-list__label">
            {`${entry.label}: `}
            <strong>{`${formatCount(entry.value)}${unit}`}</strong>
          </span>
          <svg className="bar-list__bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect x="0" y="0" width={(100 * entry.value) / largest} height="4" />
          </svg>
        </li>
      ))}
    </ul>
  );
}

/**
 * A column per entry (months, days), in a drawing that scales to its box.
 * The figures are in the table the page puts beside it, so the drawing is
 * hidden from assistive technology; each column's <title> names it for a
 * pointer. The caption ends with the range the chart covers in English,
 * unless the page gives its own `range` in its language (or none).
 */
export function ColumnChart({ entries, caption, range }: { entries: readonly ChartEntry[]; caption: string; range?: string }) {
  const largest = Math.max(1, ...entries.map((entry) => entry.value));
  const width = 10;
  const gap = 2;
  const height = 60;
  return (
    <figure className="column-chart">
      <svg
        viewBox={`0 0 ${entries.length * (width + gap)} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className="column-chart__drawing"
      >
        {entries.map((entry, index) => {
          const tall = (height * entry.value) / largest;
          return (
            <rect
              key={entry.label}
              x={index * (width + gap)}
              y={height - tall}
              width={width}
              height={Math.max(tall, entry.value > 0 ? 0.5 : 0)}
            >
              <title>
                {entry.label}: {formatCount(entry.value)}
              </title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        {caption}
        {range ?? (entries.length > 0 ? ` From ${entries[0]!.label} to ${entries.at(-1)!.label}; the table below gives each figure.` : "")}
      </figcaption>
    </figure>
  );
}
