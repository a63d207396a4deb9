/** Previous, Pause/Play and Next under a carousel; `noun` names what moves, for screen readers. */
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
  return (
    <div className="carousel__controls">
      <button type="button" className="button button--secondary" onClick={() => go(-1)}>
        Previous<span className="visually-hidden"> {noun}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={toggle} aria-pressed={stopped}>
        {stopped ? "Play" : "Pause"}
        <span className="visually-hidden"> {plural}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={() => go(1)}>
        Next<span className="visually-hidden"> {noun}</span>
      </button>
    </div>
  );
}
