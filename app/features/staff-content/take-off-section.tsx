import type { ReactNode } from "react";
import { TAKE_OFF, takeOffHref, type TakeOffChange } from "./take-off";

/**
 * Unpublishing and archiving, below the draft and its Publish button, in a section of their own:
 * each is a link to a second step that says what will happen, with "Yes" and "Cancel" (no JavaScript needed).
 */
export function TakeOffSection({
  table,
  id,
  title,
  live,
  scheduled,
  asked,
  hidden,
}: {
  table: string;
  id: string;
  title: string;
  live: boolean;
  scheduled: string | null;
  asked: TakeOffChange | null;
  hidden: ReactNode;
}) {
  const effect = live ? "takes it off the public site at once" : `stops it appearing on ${scheduled ?? ""} (Lagos time)`;
  return (
    <section id="take-off" aria-labelledby="take-off-heading" className="staff-take-off">
      <h2 id="take-off-heading">Take it off the site</h2>
      {asked ? (
        <div className="callout callout--warning">
          <p>
            {TAKE_OFF[asked].verb} &ldquo;{title}&rdquo;? This {effect}; {TAKE_OFF[asked].after}.
          </p>
          <div className="staff-actions">
            <form method="post">
              {hidden}
              <input type="hidden" name="confirmed" value="yes" />
              <button type="submit" name="intent" value={asked} className="staff-take-off__button">
                {TAKE_OFF[asked].confirm}
              </button>
            </form>
            <a href={`/staff/content/${table}/${id}`}>Cancel</a>
          </div>
        </div>
      ) : (
        <div className="staff-actions">
          {(Object.keys(TAKE_OFF) as TakeOffChange[]).map((change) => (
            <a key={change} className="button staff-take-off__button" href={takeOffHref(table, id, change)}>
              {TAKE_OFF[change].verb}&hellip;
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
