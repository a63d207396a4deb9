import type { Provenance, PublicSource } from "~/content/provenance";
import type { Locale } from "~/i18n/locales";
import type { Channel, ChannelState, ProblemState } from "./channels";
import type { ProblemSpan } from "./history";

/** An office's notice as the page shows it: its times as ISO strings, its message in the page's language where translated. */
export interface ServiceNotice {
  id: string;
  channel: Channel;
  state: ProblemState;
  startsAt: string;
  endsAt: string | null;
  message: string;
  /** The message's language: the page's where the office has translated the notice, otherwise English. */
  locale: Locale;
  provenance: Provenance;
  source: PublicSource | null;
}

export interface ChannelStatus {
  channel: Channel;
  state: ChannelState;
  /** Its days of each problem in the last HISTORY_DAYS. */
  days: Record<ProblemState, number>;
  /** Its latest problem as days in a row, or null for none in HISTORY_DAYS. */
  last: ProblemSpan | null;
}

export interface ServiceStatus {
  /** When the states were worked out (ISO). */
  checkedAt: string;
  /** false: the site's own measurements could not be read, and the states are the notices' alone. */
  measured: boolean;
  channels: ChannelStatus[];
  /** The live notices in effect or to come, then those ended within HISTORY_DAYS, each the latest start first; as many as asked. */
  notices: ServiceNotice[];
  /** Every channel's problems in HISTORY_DAYS as days in a row, newest first. */
  spans: ProblemSpan[];
}

/**
 * The page's and the feed's caching: a minute in a browser and in a shared cache (s-maxage, which
 * a CDN reads as its own lifetime: features/cdn), where other pages keep five; a state changes by the minute.
 */
export const STATUS_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

/**
 * The most notices the page shows, those in effect or to come first, then the latest ended: what
 * fits its 10 KB with each message at its longest. The feed has them all.
 */
export const NOTICES_ON_PAGE = 2;
