import type { Provenance } from "~/content/provenance";
import type { Notification } from "~/features/notices/notice";
import { useLocale } from "~/i18n/use-locale";

/**
 * Server-rendered notices. CSS shows them one at a time, each whole (wrapped
 * onto as many lines as it needs), stepping to the next every few seconds; the
 * Pause box (a real checkbox, so it works without script) stops them, and
 * reduced-motion settings list them all instead. On a feature phone the notice
 * takes one line, so the page's heading stays on the first screen; paused, it
 * is whole.
 *
 * What all the notices share (illustrative, in English on another language's
 * page, or translations not yet reviewed) is said once, under the heading; where they differ, each
 * notice that differs says it.
 */
export function NotificationsBanner({ items }: { items: Notification[] | null }) {
  const { t, locale } = useLocale();
  const shared = items && items.length > 0 ? sharedTraits(items, locale) : null;
  const provenanceWords: Partial<Record<Provenance, string>> = { illustrative: t.notices.illustrative, published: t.notices.published };
  const sharedWords = [
    shared?.provenance === "illustrative" ? t.notices.illustrativeAll : null,
    shared?.provenance === "published" ? t.notices.publishedAll : null,
    shared?.inEnglish ? t.notices.inEnglish : null,
    shared?.draft ? t.notices.draftAll : null,
  ].filter((words) => words !== null);
  return (
    <section className="notices" aria-labelledby="notices-heading">
      <div className="container notices__inner">
        <h2 id="notices-heading" className="notices__heading">
          {t.notices.heading}
        </h2>
        {sharedWords.length > 0 ? <p className="notices__shared">{sharedWords.join(" · ")}</p> : null}
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
                {items.map((item) => {
                  const provenance = shared?.provenance ? null : provenanceWords[item.provenance];
                  const english = item.locale !== locale && !shared?.inEnglish;
                  const draft = item.draft && !shared?.draft;
                  return (
                    <li key={`${item.date}-${item.title}`}>
                      {provenance ? <span className="notices__provenance">{provenance} </span> : null}
                      {english ? <span className="notices__provenance">({t.notices.inEnglish}) </span> : null}
                      {draft ? <span className="notices__provenance">({t.notices.draft}) </span> : null}
                      <span className="notices__title" lang={item.locale !== locale ? item.locale : undefined}>
                        {item.title}
                      </span>{" "}
                      <span className="notices__date">· {item.date}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The provenance every notice has, if they all have the same; and whether all are in English on another language's page. */
function sharedTraits(items: Notification[], locale: string) {
  const [first] = items;
  return {
    provenance: first && items.every((item) => item.provenance === first.provenance) ? first.provenance : null,
    inEnglish: locale !== "en" && items.every((item) => item.locale === "en"),
    draft: items.every((item) => item.draft),
  };
}
