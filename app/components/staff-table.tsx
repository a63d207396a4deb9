import type { ReactNode } from "react";
import { ScrollRegion } from "~/components/scroll-region";

/**
 * A back-office table in its own scrolling box, its caption for screen readers only (a heading
 * names it on screen): the head's cells, then the rows.
 */
export function StaffTable({
  labelledBy,
  caption,
  captionId,
  head,
  children,
}: {
  /** The id of what names the scrolling box: the caption's (captionId) or a heading's. */
  labelledBy: string;
  caption: ReactNode;
  captionId?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <ScrollRegion labelledBy={labelledBy}>
      <table className="staff-table">
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
