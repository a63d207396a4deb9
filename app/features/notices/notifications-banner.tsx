import type { Notification } from "~/features/notices/notice";

/**
 * Server-rendered notices. CSS shows them one at a time, each whole (wrapped
 * onto as many lines as it needs), stepping to the next every few seconds; the
 * Pause box (a real checkbox, so it works without script) stops them, and
 * reduced-motion settings list them all instead.
 */
export function NotificationsBanner({ items }: { items: Notification[] | null }) {
  return (
    <section className="notices" aria-labelledby="notices-heading">
      <div className="container notices__inner">
        <h2 id="notices-heading" className="notices__heading">
          Notifications
        </h2>
        {items === null ? (
          <p className="notices__status">Failed to load notifications.</p>
        ) : items.length === 0 ? (
          <p className="notices__status">There are no notifications at the moment.</p>
        ) : (
          <>
            {items.length > 1 ? (
              <>
                <input className="notices__pause" type="checkbox" id="notices-pause" />
                {/* Reads "Pause notifications" everywhere; ticked, CSS shows "Play" instead of "Pause". */}
                <label className="notices__pause-label" htmlFor="notices-pause">
                  <span className="notices__pause-word">Pause</span>
                  <span className="visually-hidden"> notifications</span>
                </label>
              </>
            ) : null}
            <div className="notices__viewport" data-count={items.length}>
              <ul className="notices__list">
                {items.map((item) => (
                  <li key={`${item.date}-${item.title}`}>
                    {item.provenance === "illustrative" ? <span className="notices__provenance">Illustrative notice: </span> : null}
                    {item.provenance === "published" ? (
                      <span className="notices__provenance">From public reports, to be confirmed: </span>
                    ) : null}
                    <span className="notices__title">{item.title}</span> <span className="notices__date">· {item.date}</span>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
