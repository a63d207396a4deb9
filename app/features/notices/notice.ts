import type { Provenance, PublicSource } from "~/content/provenance";
import type { Locale } from "~/i18n/locales";

/** A notice as the banner and /notifications.json show it. */
export interface Notification {
  title: string;
  /** The language the title is in: the page's where the office has translated the notice, otherwise English. */
  locale: Locale;
  /** "November 02, 2026". */
  date: string;
  provenance: Provenance;
  /** A translation the office has not yet reviewed: the banner says so, as a page's notice does. */
  draft: boolean;
  source: PublicSource | null;
}
