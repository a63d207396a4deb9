import { PageFrame } from "~/components/page-frame";
import { ProvenanceLabel } from "~/components/provenance-label";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { vacancyPath, type VacancySummary } from "./vacancy";
import { ShareLinks } from "~/components/share-links";

/** One vacancy's page: the public one (routes/get-involved.careers_.$slug.tsx), and the back office's preview of a draft. */
export function VacancyPage({ item, html, posted }: { item: VacancySummary; html: string; posted: string }) {
  const contact = useOfficeContact();
  return (
    <PageFrame hero={{ title: item.title, tagline: "Vacancy" }}>
      <article className="container article">
        <dl className="summary-list">
          <div>
            <dt>Location</dt>
            <dd>{item.location}</dd>
          </div>
          <div>
            <dt>Closing date</dt>
            <dd>
              <time dateTime={item.closesOn}>{formatMonthDayYear(item.closesOn)}</time>: applications close at the end of the day, Nigerian
              time
            </dd>
          </div>
          <div>
            <dt>Posted</dt>
            <dd>
              <time dateTime={posted}>{formatMonthDayYear(posted)}</time>
            </dd>
          </div>
        </dl>
        <ProvenanceLabel item={item} kind="vacancy" />
        <div className="article__body" dangerouslySetInnerHTML={{ __html: html }} />
        <div className="callout callout--warning">
          <p>
            NASSCO never charges a fee at any stage of recruitment, and never asks for your bank details or PIN. Report any such request on{" "}
            <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a>.
          </p>
        </div>
        <ShareLinks path={vacancyPath(item.slug)} title={item.title} />
        <p>
          <a href={paths.careers}>← All current vacancies</a>
        </p>
      </article>
    </PageFrame>
  );
}
