import type { ReactNode } from "react";

/** The line a back-office page shows after a post went through ("Done: …"), which a screen reader announces. */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <div className="callout" role="status">
      <p>{children}</p>
    </div>
  );
}
