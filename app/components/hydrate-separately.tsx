import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary around a widget below the fold. The server renders it in
 * full, so nothing changes without script; in the browser React 18 hydrates
 * each boundary as its own unit of work (selective hydration), yielding in
 * between, so these widgets no longer lengthen the task that hydrates the page.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
