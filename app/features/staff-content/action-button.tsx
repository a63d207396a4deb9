import type { ReactNode } from "react";

/** A post of the item's page that is one button: its hidden fields (the form's token, the draft), and the intent. */
export function ActionButton({ hidden, intent, label }: { hidden: ReactNode; intent: string; label: string }) {
  return (
    <form method="post">
      {hidden}
      <button type="submit" name="intent" value={intent} className="button--secondary">
        {label}
      </button>
    </form>
  );
}
