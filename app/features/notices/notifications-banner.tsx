import type { Notification } from "~/features/notices/notice";
import { useLocale } from "~/i18n/use-locale";

/**
 * Server-rendered notices. CSS shows them one at a time, each whole (wrapped
 * onto as many lines as it needs), stepping to the next every few seconds; the
 * Pause box (a real checkbox, so it works without script) stops them, and
 * reduced-motion settings list them all instead.
 */
export function NotificationsBanner({ items }: { items: Notification[] | null }) {
  const { t } = useLocale();
  return (
    <section className="notices" aria-labelledby="notices-heading">
      <div className="container notices__inner">
        <h2 id="notices-heading" className="notices__heading">
          {t.notices.heading}
        </h2>
        {items === null ? (
          <p className="notices__status">{t.notices.failed}</p>
        ) : items.length === 0 ? (
          <p className="notices__status">{t.notices.none}</p>
        ) : (
          <>
            {items.length > 1 ? (
              <>
                <input className="notices__pause" type="checkbox" id="notices-pause" />
                {/* Reads "Pause notifications" everywhere; ticked, CSS shows data-play ("Play") instead of "Pause". */}
                <label className="notices__pause-label" htmlFor="notices-pause" data-play={t.notices.play}>
                  <span className="notices__pause-word">{t.notices.pause}</span>
                  <span className="visually-hidden"> {t.notices.pauseWhat}</span>
                </label>
              </>
            ) : null}
            <div className="notices__viewport" data-count={items.length}>
              <ul className="notices__list">
                {items.map((item) => (
                  <li key={`${item.date}-${item.title}`}>
                    {item.provenance === "illustrative" ? <span className="notices__provenance">{t.notices.illustrative} </span> : null}
                    {item.provenance === "published" ? <span className="notices__provenance">{t.notices.published} </span> : null}
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
