import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import type { Feed } from "~/utils/rss";
import { datesOf, naira, pauseWords, waysWords } from "./sentences";
import type { ShownWindow } from "./windows.server";

/** A feed's place: the country, a state or an LGA, with its page's and feed's addresses (absolute). */
export interface FeedPlace {
  /** The title of its page ("Payments in Dala"). */
  title: string;
  pageUrl: string;
  feedUrl: string;
  /** Each window's page: the state's on a national feed, the place's own otherwise. */
  linkOf: (window: ShownWindow) => string;
}

/**
 * A place's windows as RSS, the newest by opening day first, in the language
 * asked for. An item names its cycle and dates; a window that moves or pauses
 * is a new item (its guid holds the dates and the pause), so a feed reader
 * shows the change, and an unchanged window is never new again.
 */
export function paymentFeed(place: FeedPlace, windows: readonly ShownWindow[], words: Messages, locale: Locale): Feed {
  const w = words.payments;
  return {
    title: `${place.title} – NASSCO`,
    pageUrl: place.pageUrl,
    feedUrl: place.feedUrl,
    description: w.metaDescription,
    language: `${locale}-ng`,
    items: windows.map((window) => {
      const paused = window.pauseReason ? `${w.phasePaused}: ${pauseWords(window.pauseReason, w)}. ` : "";
      const amount = window.amountNaira !== null ? ` ${format(w.amount, { amount: naira(window.amountNaira) })}` : "";
      return {
        title: `${window.state}, ${window.lgas.join(", ")}: ${format(w.cycle, { year: window.cycleYear, number: window.cycleNumber })}, ${datesOf(window, w, locale)}`,
        link: place.linkOf(window),
        guid: `${place.feedUrl}#${window.id}/${window.opensOn}/${window.closesOn}/${window.pauseReason ?? "on"}`,
        published: window.updatedAt ?? new Date(`${window.checkedOn}T12:00:00Z`),
        description: `${paused}${format(w.how, { ways: waysWords(window, w) })}${amount} ${words.isThisReal.neverCharges}`,
      };
    }),
  };
}
