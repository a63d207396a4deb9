import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { itemErrorBoundary } from "~/components/error-page";
import { PageFrame } from "~/components/page-frame";
import { ProvenanceLabel } from "~/components/provenance-label";
import { findVacancy } from "~/features/careers/vacancies.server";
import { vacancyNotFound, vacancyPath } from "~/features/careers/vacancy";
import { renderMarkdown } from "~/features/content/markdown.server";
import { siteOrigin } from "~/utils/env.server";
import { formatLongDate } from "~/utils/format";
import { paths } from "~/site/paths";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";

/** One open vacancy. Once its closing day has ended in Lagos, its address answers 404 and says so. */
export async function loader({ params }: LoaderFunctionArgs) {
  const vacancy = await findVacancy(params["slug"] ?? "");
  if (!vacancy) throw new Response("Vacancy not found", { status: 404 });
  const { body, publishAt, ...item } = vacancy;
  return { item, html: renderMarkdown(body), posted: publishAt.toISOString().slice(0, 10), origin: siteOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: `${vacancyNotFound.title} – NASSCO` }];
  const { item } = data;
  return [
    { title: `${item.title} – Careers – NASSCO` },
    { name: "description", content: item.summary },
    { tagName: "link", rel: "canonical", href: `${data.origin}${vacancyPath(item.slug)}` },
  ];
};

export default function Vacancy() {
  const { item, html, posted } = useLoaderData<typeof loader>();
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
              <time dateTime={item.closesOn}>{formatLongDate(item.closesOn)}</time>: applications close at the end of the day, Nigerian time
            </dd>
          </div>
          <div>
            <dt>Posted</dt>
            <dd>
              <time dateTime={posted}>{formatLongDate(posted)}</time>
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
        <p>
          <a href={paths.careers}>← All current vacancies</a>
        </p>
      </article>
    </PageFrame>
  );
}

export const ErrorBoundary = itemErrorBoundary(vacancyNotFound, paths.careers);
