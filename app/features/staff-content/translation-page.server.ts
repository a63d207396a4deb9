import type { StaffMember } from "~/features/staff-auth/session.server";
import { isLocale, localeNames } from "~/i18n/locales";
import { formatMonthDayYear } from "~/utils/format";
import { ofTranslatedCollections, translationCounts, translationFilters, translationsListed } from "./translation-states";
import { furnitureReviews, translationStatus } from "./translations.server";
import { collectionManifests, manifestOf } from "~/features/content-pages/collections";

/** The Translations page: the counts in each language, the items its address asks for, and each language's furniture review. */
export async function translationsPage(member: StaffMember, query: URLSearchParams) {
  const { locale, state } = translationFilters(query);
  const [all, reviews] = await Promise.all([translationStatus(member), furnitureReviews()]);
  const rows = ofTranslatedCollections(all, collectionManifests);
  return {
    csrf: member.csrf,
    publisher: member.roles.includes("publisher"),
    locale,
    state,
    counts: translationCounts(rows),
    listed: translationsListed(rows, locale, state).map((row) => ({
      ...row,
      collectionLabel: manifestOf(row.collection)?.label ?? row.collection,
    })),
    furniture: reviews.map((review) => ({
      code: review.code,
      language: isLocale(review.code) ? localeNames[review.code].english : review.code,
      reviewedBy: review.reviewedBy,
      reviewedOn: review.reviewedAt ? formatMonthDayYear(review.reviewedAt.toISOString().slice(0, 10)) : null,
    })),
  };
}
