import type { Provenance, PublicSource } from "~/content/provenance";

/** A notice as the banner and /notifications.json show it. */
export interface Notification {
  title: string;
  /** "November 02, 2026". */
  date: string;
  provenance: Provenance;
  source: PublicSource | null;
}
