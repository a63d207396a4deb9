import { closingDateMark } from "~/features/stale-pages/marks";
import { PageFrame } from "~/components/page-frame";
import { ProvenanceLabel } from "~/components/provenance-label";
import { vacancyCollection } from "./collection";
import { useOfficeContact } from "~/components/use-office-contact";
import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { vacancyPath, type VacancySummary } from "./vacancy";
import { ShareLinks } from "~/components/share-links";
import { WithLink } from "~/components/with-link";
import { useLocale } from "~/i18n/use-locale";

/** One vacancy's page: the public one (routes/get-involved.careers_.$slug.tsx), and the back office's preview of a draft. */
export function VacancyPage({ item, html, posted }: { item: VacancySummary; html: string; posted: string }) {
  const contact = useOfficeContact();
  const { t, locale, href } = useLocale();
  // The office's vacancy is English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  const phone = contact.tollFreeLine.value;
  return (
    <PageFrame hero={{ title: item.title, titleLang: quoted, tagline: t.lists.vacancy }}>
      <article className="container article">
        <dl className="summary-list">
          <div>
            <dt>{t.dar.location}</dt>
            <dd lang={quoted}>{item.location}</dd>
          </div>
          <div>
            <dt>{t.lists.closingDate}</dt>
            <dd>
              <time dateTime={item.closesOn} {...closingDateMark}>
                {formatMonthDayYear(item.closesOn, locale)}
              </time>
              {t.lists.closesAtEnd}
            </dd>
          </div>
          <div>
            <dt>{t.lists.posted}</dt>
            <dd>
              <time dateTime={posted}>{formatMonthDayYear(posted, locale)}</time>
            </dd>
          </div>
        </dl>
        <ProvenanceLabel item={item} kind={vacancyCollection.provenance} />
        <div className="article__body" lang={quoted} dangerouslySetInnerHTML={{ __html: html }} />
        <div className="callout callout--warning">
          <p>
            <WithLink text={t.lists.noFee} mark="phone" href={`tel:${phone}`} label={phone} />
          </p>
        </div>
        <ShareLinks path={vacancyPath(item.slug)} title={item.title} titleLang={quoted} />
        <p>
          <a href={href(paths.careers)}>{t.lists.allVacancies}</a>
        </p>
      </article>
    </PageFrame>
  );
}
