import type { ReactNode } from "react";

/**
 * A wide table's own scrolling box, so the page never scrolls sideways. It
 * takes keyboard focus because a keyboard user could not scroll it otherwise
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: a scrolling box must be reachable by keyboard.
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
