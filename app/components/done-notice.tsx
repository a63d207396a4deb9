import type { ReactNode } from "react";

/**
 * The line a back-office page shows after a post went through ("Done: …"), which a screen
 * reader announces. With an id, a post's redirect may land on it (#done), and the browser focuses it.
 */
export function DoneNotice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div className="callout" role="status" id={id} tabIndex={id ? -1 : undefined}>
      <p>{children}</p>
    </div>
  );
}
