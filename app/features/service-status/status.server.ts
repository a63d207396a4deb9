import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { withTranslations } from "~/features/content/translations.server";
import { readOrNull } from "~/features/content/unavailable.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { prisma } from "~/utils/db.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { addDays, lagosToday } from "~/utils/lagos-time";
import { CHANNELS, isChannel, isProblemState } from "./channels";
import { dayCounts, HISTORY_DAYS, problemSpans, type ProblemDay } from "./history";
import { measuredStates } from "./measures.server";
import { channelState, type NoticeSpan } from "./rules";
import type { ServiceNotice, ServiceStatus } from "./status";

/** The most notices read: the feed's length, a quarter's worth of a busy office. */
const NOTICES_READ = FEED_LENGTH;

const asSpan = (notice: ServiceNotice): NoticeSpan => ({
  channel: notice.channel,
  state: notice.state,
  startsAt: new Date(notice.startsAt),
  endsAt: notice.endsAt === null ? null : new Date(notice.endsAt),
});

/** The office's live notices in effect now, to come, or ended within HISTORY_DAYS, each in `locale` where translated. */
async function readNotices(locale: Locale, now: Date): Promise<ServiceNotice[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const originals = await prisma.serviceNotice.findMany({
    where: { locale: "en", ...liveContent(now), AND: [{ OR: [{ endsAt: null }, { endsAt: { gt: since } }] }] },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    take: NOTICES_READ,
    select: { id: true, channel: true, state: true, startsAt: true, endsAt: true, message: true, locale: true, ...PROVENANCE_FIELDS },
  });
  const { items } = await withTranslations(originals, locale, (where) =>
    prisma.serviceNotice.findMany({ where, select: { message: true, locale: true, translationOf: true, provenance: true } }),
  );
  return items.flatMap(({ channel, state, startsAt, endsAt, locale: language, provenance, sourceUrl, sourceAsAt, ...notice }) =>
    isChannel(channel) && isProblemState(state)
      ? [
          {
            ...notice,
            channel,
            state,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt?.toISOString() ?? null,
            locale: isLocale(language) ? language : "en",
            ...provenanceOf({ provenance, sourceUrl, sourceAsAt }),
          },
        ]
      : [],
  );
}

/** The channels' days that were not all working, within HISTORY_DAYS of today in Lagos. */
async function readDays(now: Date): Promise<ProblemDay[]> {
  const first = addDays(lagosToday(now), 1 - HISTORY_DAYS);
  const rows = await prisma.serviceStatusDay.findMany({
    where: { day: { gte: new Date(`${first}T00:00:00Z`) } },
    select: { channel: true, day: true, state: true },
  });
  return rows.flatMap(({ channel, day, state }) =>
    isChannel(channel) && isProblemState(state) ? [{ channel, state, day: day.toISOString().slice(0, 10) }] : [],
  );
}

/**
 * Each channel's state now, its 90 days and at most `notices` of the office's notices (those in
 * effect or to come first, then the latest ended), for /status and its feed. The notices and the
 * days are the database's (the page fails as any page does without them); the measurements, when
 * they cannot be read, leave the notices' word alone, and the page says so.
 */
export async function readServiceStatus(locale: Locale, notices: number, now = new Date()): Promise<ServiceStatus> {
  const [read, days, measured] = await Promise.all([
    readNotices(locale, now),
    readDays(now),
    readOrNull("service status measurements", () => measuredStates(now.getTime())),
  ]);
  const spans = problemSpans(days);
  const inForce = read.map(asSpan);
  const ended = (notice: ServiceNotice) => notice.endsAt !== null && new Date(notice.endsAt) <= now;
  return {
    checkedAt: now.toISOString(),
    measured: measured !== null,
    channels: CHANNELS.map((channel) => ({
      channel,
      state: channelState(channel, inForce, measured ?? {}, now),
      days: dayCounts(days, channel),
      last: spans.find((span) => span.channel === channel) ?? null,
    })),
    notices: [...read.filter((notice) => !ended(notice)), ...read.filter(ended)].slice(0, notices),
    spans,
  };
}

/**
 * The public site's housekeeping step (runtime/housekeeping.server.ts): every channel's state now,
 * the English notices' and the measurements', kept as the worst of today (service_status_record()).
 * Without the measurements it records nothing: a day must not look better than it was.
 */
export async function recordServiceStatus(now = new Date()): Promise<void> {
  const [notices, measured] = await Promise.all([readNotices("en", now), measuredStates(now.getTime())]);
  const states = CHANNELS.map((channel) => channelState(channel, notices.map(asSpan), measured, now));
  await prisma.$executeRaw`SELECT service_status_record(${[...CHANNELS]}::text[], ${states}::text[])`;
}
