import type { AnchorHTMLAttributes } from "react";

/** A link that opens in a new tab and says so to people who cannot see that happen. */
export function NewTabLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
