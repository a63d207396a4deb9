import type { ReactNode } from "react";
import { StaleSlot } from "./stale-slot";
import { TranslationNotice } from "./translation-notice";

export interface PageHero {
  title: ReactNode;
  /** The title's language where it differs from the page's: the office's English on another language's page. */
  titleLang?: string;
  tagline?: ReactNode;
  /** What a form's answer must show on the first screen, under its title: the reference and code a person writes down. */
  answer?: ReactNode;
  /** The home page's green welcome banner rather than a section's hero. */
  welcome?: boolean;
}

/**
 * Every page's frame: the one <main> (the skip link's target, focusable so
 * the link moves focus there) and, on most pages, a hero holding the page's
 * one h1; in another language, what the reader should know of its translation. Section pages add their breadcrumb inside (section-layout.tsx).
 */
/** The page's content, where the skip link and a form's answer (its redirect's fragment) lead. */
export const MAIN_ID = "main-content";

export function PageFrame({ hero, className, children }: { hero?: PageHero; className?: string; children: ReactNode }) {
  const style = hero?.welcome ? "welcome" : "hero";
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      <StaleSlot />
      {hero ? (
        <div className={style}>
          <div className="container">
            <h1 className={`${style}__title`} lang={hero.titleLang}>
              {hero.title}
            </h1>
            {hero.tagline ? <p className={`${style}__tagline`}>{hero.tagline}</p> : null}
            {hero.answer ? <div className={`${style}__answer`}>{hero.answer}</div> : null}
          </div>
        </div>
      ) : null}
      <TranslationNotice />
      {children}
    </main>
  );
}
