import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { noonUtcOn, type Feed, type FeedItem } from "~/utils/rss";
import type { ServiceStatus } from "./status";
import { channelName, noticePeriod, spanDays, stateWord } from "./wording";

/**
 * /status/rss.xml: one item for each of the office's notices, dated from its start, and one for each
 * incident the site recorded (a channel's days in a row in one state), dated from its first day;
 * newest first, at most `length`. Each links to the page; its guid names the notice or the incident's
 * channel, state and first day, so a feed reader shows it once however long it lasts.
 */
export function serviceStatusFeed(
  status: ServiceStatus,
  words: Messages["serviceStatus"],
  locale: Locale,
  { pageUrl, feedUrl, length }: { pageUrl: string; feedUrl: string; length: number },
): Feed {
  const notices: FeedItem[] = status.notices.map((notice) => ({
    title: `${channelName(words, notice.channel)}: ${stateWord(words, notice.state)}`,
    link: pageUrl,
    guid: `${pageUrl}#notice-${notice.id}`,
    published: new Date(notice.startsAt),
    description: `${noticePeriod(words, notice, locale)}. ${notice.message}`,
  }));
  const incidents: FeedItem[] = status.spans.map((span) => ({
    title: `${channelName(words, span.channel)}: ${stateWord(words, span.state)}`,
    link: pageUrl,
    guid: `${pageUrl}#${span.channel}-${span.state}-${span.from}`,
    published: noonUtcOn(new Date(`${span.from}T00:00:00Z`)),
    description: `${spanDays(words, span, locale)}. ${words.recordedItem}`,
  }));
  return {
    title: `NASSCO: ${words.title}`,
    pageUrl,
    feedUrl,
    description: words.feedDescription,
    language: `${locale}-ng`,
    items: [...notices, ...incidents].sort((a, b) => b.published.getTime() - a.published.getTime()).slice(0, length),
  };
}
