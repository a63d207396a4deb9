import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { itemErrorBoundary } from "~/components/error-page";
import { findVacancy } from "~/features/careers/vacancies.server";
import { vacancyNotFound, vacancyPath } from "~/features/careers/vacancy";
import { VacancyPage } from "~/features/careers/vacancy-page";
import { renderMarkdown } from "~/features/content/markdown.server";
import { siteOrigin } from "~/utils/env.server";
import { localizeLinks } from "~/i18n/localize-links";
import { routeLocale } from "~/i18n/locales";
import { paths } from "~/site/paths";

/** One open vacancy. Once its closing day has ended in Lagos, its address answers 404 and says so. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const vacancy = await findVacancy(params["slug"] ?? "");
  if (!vacancy) throw new Response("Vacancy not found", { status: 404 });
  const { body, publishAt, ...item } = vacancy;
  return {
    item,
    html: localizeLinks(renderMarkdown(body), routeLocale(request).locale, null),
    posted: publishAt.toISOString().slice(0, 10),
    origin: siteOrigin(),
  };
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
  return <VacancyPage item={item} html={html} posted={posted} />;
}

export const ErrorBoundary = itemErrorBoundary(vacancyNotFound, paths.careers);
