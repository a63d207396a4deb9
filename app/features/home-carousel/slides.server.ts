import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { ownPicture } from "~/features/media/addresses";
import { siteImages } from "~/features/media/media.server";
import { prisma } from "~/utils/db.server";
import type { Slide } from "./slide";
import { withTranslations } from "~/features/content/translations.server";
import type { TranslationState } from "~/i18n/translation-state";
import { localizeHref } from "~/i18n/localize-links";
import type { Locale } from "~/i18n/locales";

/**
 * The carousel slides the office has published, in their order; read as the
 * site's login, which sees only live rows. Only what the slide shows: the
 * loader's data travels in the home page's HTML.
 */
/** The site's own slide pictures are 16:10. */
const OWN_SLIDE = { width: 640, height: 400 };

export async function liveSlides(locale: Locale = "en"): Promise<{ slides: Slide[]; translation: TranslationState }> {
  const originals = await prisma.carouselSlide.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, title: true, description: true, imageUrl: true, link: true, ...PROVENANCE_FIELDS },
  });
  // In another language, each slide's words in its translation; its picture and link stay (the link in the language).
  const { items: rows, translation } = await withTranslations(originals, locale, (where) =>
    prisma.carouselSlide.findMany({ where, select: { title: true, description: true, translationOf: true, provenance: true } }),
  );
  const images = await siteImages(rows.map((row) => row.imageUrl));
  const uploaded = (address: string) => {
    const image = images.get(address);
    return image?.sizes ? image : null;
  };
  const slides = rows.map(({ id, title, description, imageUrl, link, ...row }) => ({
    id,
    title,
    description,
    image: uploaded(imageUrl) ?? ownPicture(imageUrl, OWN_SLIDE),
    link: localizeHref(link, locale),
    ...provenanceOf(row),
  }));
  return { slides, translation };
}
