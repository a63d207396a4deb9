import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { useLocale } from "~/i18n/use-locale";

/**
 * The honeypot field (forms/honeypot.ts): out of sight, out of the tab order, out of the accessibility tree.
 * A text browser such as w3m shows every field whatever the CSS or the hidden attribute says, so its
 * label tells a person who sees it, in their language, what it is and to leave it alone.
 */
export function Honeypot({ form }: { form?: string }) {
  const { t } = useLocale();
  // Two forms on one page each have their own, by their form's id: an id is the page's once.
  const id = form ? `hp-${form}-${HONEYPOT_FIELD}` : `hp-${HONEYPOT_FIELD}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t.form.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
