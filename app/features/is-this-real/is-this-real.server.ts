import type { Locale } from "~/i18n/locales";
import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { withTranslations } from "~/features/content/translations.server";
import { messages } from "~/i18n/messages.server";
import { prisma } from "~/utils/db.server";
import type { KnownFake } from "./known-fake";
import { inReadersWords, REAL_CHANNEL_KINDS, type ChannelRow } from "./real-channels";

const isoDate = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/**
 * The national office's live channels of the kinds the page lists, in the
 * office's order, each with what it is for in the reader's language where a
 * translation of its row is live, or where it is still its launch label,
 * which the messages translate. Read as the site's login, which sees only live rows.
 */
export async function liveOfficeChannels(locale: Locale): Promise<ChannelRow[]> {
  const rows = await prisma.contactChannel.findMany({
    where: { office: "national", locale: "en", kind: { in: [...REAL_CHANNEL_KINDS] }, ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, label: true, value: true, checkedOn: true, sourceAsAtYearOnly: true, ...PROVENANCE_FIELDS },
  });
  const channels = rows.map(({ id, kind, label, value, checkedOn, ...row }): ChannelRow => ({
    id,
    kind,
    label,
    value,
    checkedOn: isoDate(checkedOn),
    ...provenanceOf(row),
  }));
  const translated = new Set<string>();
  const { items } = await withTranslations(channels, locale, async (where) => {
    const rows = await prisma.contactChannel.findMany({ where, select: { label: true, translationOf: true, provenance: true } });
    rows.forEach((row) => translated.add(row.translationOf ?? ""));
    return rows;
  });
  return items.map((item) =>
    locale === "en" || translated.has(item.id)
      ? item
      : inReadersWords({ ...item, labelInEnglish: true }, messages[locale].isThisReal, messages.en.isThisReal),
  );
}

/** The live fakes, newest report first; with a target, those naming that state's LGA (a false payment date). */
export async function liveKnownFakes(target?: { state: string; lga: string }): Promise<KnownFake[]> {
  const rows = await prisma.knownFake.findMany({
    where: { locale: "en", ...liveContent(), ...(target ? { state: target.state, lga: target.lga } : {}) },
    orderBy: [{ reportedOn: "desc" }, { id: "asc" }],
    select: { id: true, kind: true, lookedLike: true, askedFor: true, reportedOn: true, ...PROVENANCE_FIELDS },
  });
  return rows.map(({ id, kind, lookedLike, askedFor, reportedOn, ...row }) => ({
    id,
    kind: kind as KnownFake["kind"],
    lookedLike,
    askedFor: askedFor as KnownFake["askedFor"],
    reportedOn: isoDate(reportedOn)!,
    ...provenanceOf(row),
  }));
}
