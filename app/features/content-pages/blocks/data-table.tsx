import { ScrollRegion } from "~/components/scroll-region";
import type { BlockOf } from "./block-types";

/** A table with its caption, column headers and, where asked, numeric columns. */
export function DataTable({ block, index }: { block: BlockOf<"table">; index: number }) {
  const captionId = `table-${index}`;
  const numeric = new Set(block.numeric);
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={block.striped ? "table table--striped" : "table"}>
        <caption id={captionId}>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column, c) => (
              <th key={column} scope="col" className={numeric.has(c) ? "num" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className={numeric.has(c) ? "num" : undefined} dangerouslySetInnerHTML={{ __html: cell }} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
