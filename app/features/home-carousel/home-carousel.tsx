import { CarouselControls } from "~/components/carousel-controls";
import { SiteImg } from "~/features/media/site-image";
import { ProvenanceLabel } from "~/components/provenance-label";
import { slideCollection } from "./collection";
import { useAutoAdvance } from "~/utils/use-auto-advance";
import { useEnhanced } from "~/utils/use-enhanced";
import type { Slide } from "./slide";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

const SLIDE_INTERVAL_MS = 3000;

/** Where a slide sits relative to the active one: -2..2 are shown, others hidden. */
function offsetOf(slide: number, active: number, count: number): number {
  let offset = (slide - active + count) % count;
  if (offset > count / 2) offset -= count;
  return offset;
}

/**
 * Without script: every slide in a row that scrolls sideways and snaps.
 * With script: the active slide centred between two smaller neighbours each
 * side, moving on every 3 s, with previous, next and pause buttons.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const enhanced = useEnhanced();
  const { t } = useLocale();
  const { index, go, stopped, toggle, holdProps } = useAutoAdvance(slides.length, SLIDE_INTERVAL_MS, enhanced);
  return (
    <section
      className={enhanced ? "carousel carousel--enhanced" : "carousel"}
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      {...(enhanced ? holdProps : {})}
    >
      <h2 id="carousel-title" className="visually-hidden">
        {t.lists.highlights}
      </h2>
      <ul className="carousel__track" aria-live={enhanced && stopped ? "polite" : "off"}>
        {slides.map((slide, position) => {
          const offset = offsetOf(position, index, slides.length);
          const active = offset === 0;
          return (
            <li
              key={slide.id}
              className="carousel__slide"
              data-offset={enhanced ? (Math.abs(offset) <= 2 ? offset : "hidden") : undefined}
              aria-roledescription="slide"
              aria-label={format(t.lists.slideOf, { position: position + 1, total: slides.length })}
              aria-hidden={enhanced && !active ? true : undefined}
            >
              <SiteImg image={slide.image} eager={position === 0} />
              <div className="carousel__caption">
                <h3 className="carousel__title">
                  {slide.link ? (
                    <a href={slide.link} tabIndex={enhanced && !active ? -1 : undefined}>
                      {slide.title}
                    </a>
                  ) : (
                    slide.title
                  )}
                </h3>
                <p>{slide.description}</p>
                <ProvenanceLabel item={slide} kind={slideCollection.provenance} />
              </div>
            </li>
          );
        })}
      </ul>
      {enhanced ? <CarouselControls noun={t.lists.slide} plural={t.lists.slides} go={go} stopped={stopped} toggle={toggle} /> : null}
    </section>
  );
}
