import { HONEYPOT_FIELD } from "~/features/forms/honeypot";

/** The honeypot field (utils/honeypot.ts): out of sight, out of the tab order, out of the accessibility tree. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`hp-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
