import { useLocale } from "~/i18n/use-locale";

/** Previous, Pause/Play and Next under a carousel; `noun` names what moves, for screen readers (in the page's language). */
export function CarouselControls({
  noun,
  plural,
  go,
  stopped,
  toggle,
}: {
  noun: string;
  plural: string;
  go: (step: number) => void;
  stopped: boolean;
  toggle: () => void;
}) {
  const { t } = useLocale();
  return (
    <div className="carousel__controls">
      <button type="button" className="button button--secondary" onClick={() => go(-1)}>
        {t.pager.previous}
        <span className="visually-hidden"> {noun}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={toggle} aria-pressed={stopped}>
        {stopped ? t.notices.play : t.notices.pause}
        <span className="visually-hidden"> {plural}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={() => go(1)}>
        {t.pager.next}
        <span className="visually-hidden"> {noun}</span>
      </button>
    </div>
  );
}
