import { HONEYPOT_FIELD } from "~/features/forms/honeypot";

/**
 * The honeypot field (utils/honeypot.ts): out of sight, out of the tab order, out of the accessibility tree.
 * A text browser such as w3m shows every field whatever the CSS or the hidden attribute says, so its
 * label tells a person who sees it what it is and to leave it alone.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Not for people: leave this empty (it catches spam robots)</label>
      <input id={`hp-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
