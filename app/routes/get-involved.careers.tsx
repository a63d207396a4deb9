import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { openVacancies } from "~/features/careers/vacancies.server";
import { VacancyList } from "~/features/careers/vacancy-list";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { contentPageMeta } from "~/site/content-page";
import { paths } from "~/site/paths";

/**
 * The careers page: its open vacancies, from the database, then its warning
 * about fake job offers. Without the database the warning still shows, with
 * a 503 so that no cache keeps the page.
 */
export async function loader() {
  const vacancies = await readOrNull("vacancies", openVacancies);
  return pageData({ path: paths.careers, vacancies }, vacancies);
}

export const meta = contentPageMeta;

export default function Careers() {
  const { vacancies } = useLoaderData<typeof loader>();
  return <ContentPageBody path={paths.careers} intro={<VacancyList vacancies={vacancies} />} />;
}
