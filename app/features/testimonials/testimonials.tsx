import type { Testimonial } from "./testimonial";
import { useAutoAdvance } from "~/utils/use-auto-advance";
import { useEnhanced } from "~/utils/use-enhanced";
import { CarouselControls } from "~/components/carousel-controls";
import { ProvenanceLabel } from "~/components/provenance-label";
import { testimonialCollection } from "./collection";
import { useLocale } from "~/i18n/use-locale";

const TESTIMONIAL_INTERVAL_MS = 4000;
/** Cards shown at once on wide screens; CSS shows only the first under 768 px. */
const VISIBLE = 3;

/**
 * Without script every testimonial is listed. With script three at a time
 * (one on small screens) move on every 4 s, wrapping, and stay still while
 * the pointer or keyboard focus is on them.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const enhanced = useEnhanced();
  const { t, locale } = useLocale();
  // The testimonials are in English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  const { index, go, stopped, toggle, holdProps } = useAutoAdvance(items.length, TESTIMONIAL_INTERVAL_MS, enhanced);
  return (
    <div className={enhanced ? "testimonials testimonials--enhanced" : "testimonials"} {...(enhanced ? holdProps : {})}>
      <ul className="testimonials__list">
        {items.map((item, position) => {
          const slot = (position - index + items.length) % items.length;
          return (
            <li key={item.id} className="testimonial" data-slot={enhanced ? (slot < VISIBLE ? slot : "hidden") : undefined}>
              <blockquote lang={quoted}>
                <p>“{item.message}”</p>
              </blockquote>
              <p className="testimonial__by" lang={quoted}>
                <strong>{item.speaker}</strong>
                {item.place ? <span>, {item.place}</span> : null}
              </p>
              <ProvenanceLabel item={item} kind={testimonialCollection.provenance} />
            </li>
          );
        })}
      </ul>
      {enhanced ? (
        <CarouselControls noun={t.lists.testimonial} plural={t.lists.testimonials} go={go} stopped={stopped} toggle={toggle} />
      ) : null}
    </div>
  );
}
