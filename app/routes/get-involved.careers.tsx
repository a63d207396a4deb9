import type { LoaderFunctionArgs, LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeedLink } from "~/components/feed-link";
import { ContentPageBody } from "~/features/content-pages/content-page";
import { openVacancies } from "~/features/careers/vacancies.server";
import { VacancyList } from "~/features/careers/vacancy-list";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { readContentPage } from "~/features/content-pages/content-page.server";
import { routeLocale } from "~/i18n/locales";
import { paths } from "~/site/paths";
import { feedLink } from "~/utils/rss";
import { useLocale } from "~/i18n/use-locale";

/**
 * The careers page: its open vacancies, then its warning about fake job
 * offers, both from the database; 503 when either could not be read, so that
 * no cache keeps the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const [read, vacancies] = await Promise.all([readContentPage(paths.careers, locale), readOrNull("vacancies", openVacancies)]);
  const page = read?.page ?? null;
  return pageData({ path: paths.careers, page, vacancies, translation: read?.translation ?? null }, page && vacancies);
}

export const links: LinksFunction = () => [feedLink("NASSCO vacancies", paths.careersFeed)];

export const meta = contentPageMeta;

export default function Careers() {
  const { page, vacancies } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <ContentPageBody
      page={page}
      intro={
        <>
          <VacancyList vacancies={vacancies} />
          <FeedLink href={paths.careersFeed}>{t.lists.vacanciesFeed}</FeedLink>
        </>
      }
    />
  );
}
