import { useEffect, useRef, useState } from "react";
import { ProvenanceLabel } from "~/components/provenance-label";
import { counterCollection } from "./collection";
import { formatCount as format } from "~/utils/format";
import { prefersReducedMotion, useEnhanced } from "~/utils/use-enhanced";
import type { Counter } from "./counter";

const COUNT_UP_MS = 3000;

/**
 * Figures that count up from 0 over 3 s the first time a `threshold` share
 * of the set is on screen. The server sends the final figures, which is what
 * a page without script, a screen reader and a visitor who prefers less
 * motion all get.
 */
export function CounterSet({ counters, threshold }: { counters: Counter[]; threshold: number }) {
  const enhanced = useEnhanced();
  const list = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const element = list.current;
    if (!enhanced || !element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    setProgress(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const done = Math.min(1, (now - start) / COUNT_UP_MS);
          setProgress(done);
          if (done < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enhanced, threshold]);

  return (
    <ul className="counters" ref={list}>
      {counters.map((counter) => {
        const final = `${format(counter.target)}${counter.suffix}`;
        // The page as sent reads "36 States in Nigeria + FCT", in a text browser too. Only while the
        // figure counts up is it split: the moving number for the eye, the final one for screen readers.
        const value =
          progress === null || progress >= 1 ? (
            <span className="counter__value">{final}</span>
          ) : (
            <>
              <span className="counter__value" aria-hidden="true">
                {`${format(Math.round(counter.target * (1 - (1 - progress) ** 3)))}${counter.suffix}`}
              </span>
              <span className="visually-hidden">{final}</span>
            </>
          );
        return (
          <li key={counter.id} className="counter">
            {value} <span className="counter__label">{counter.label}</span>
            <ProvenanceLabel item={counter} kind={counterCollection.provenance} inline />
          </li>
        );
      })}
    </ul>
  );
}
