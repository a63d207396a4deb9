import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { readGrievanceFigures } from "~/features/grievance-statistics/figures.server";
import { GrievanceStatisticsBody } from "~/features/grievance-statistics/statistics-page";
import { RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { format } from "~/i18n/format";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import type { RouteHandle } from "~/utils/handle";
import { logFailure } from "~/utils/log.server";
import { GrievanceLinks } from "~/features/grievances/grievance-links";
import { knownProblemFigures } from "~/features/known-problems/figures.server";
import { KnownProblemFigures } from "~/features/known-problems/figures-section";

/** The database's figures in the site's own words. */
export const handle: RouteHandle = { furnitureOnly: true };

/** How fast the office resolves grievances: counted by the database on each request, cached like every public page. */
export async function loader() {
  // Apart: the known problems' few rows need not wait for, nor fail with, the grievance figures.
  const knownProblems = knownProblemFigures().catch((error: unknown) => {
    logFailure("known problem figures", error);
    return null;
  });
  try {
    return { figures: await readGrievanceFigures(), knownProblems: await knownProblems };
  } catch (error) {
    logFailure("grievance statistics", error);
    return data({ figures: null, knownProblems: await knownProblems }, { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const words = metaWords(matches).messages.grievanceStatistics;
  return [
    { title: `${words.title} – NASSCO` },
    { name: "description", content: format(words.metaDescription, { days: RESOLUTION_TARGET_WORKING_DAYS }) },
    { tagName: "link", rel: "alternate", type: "text/csv", href: paths.grievanceStatisticsCsv },
  ];
};

export default function GrievanceStatistics() {
  const { figures, knownProblems } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame hero={{ title: t.grievanceStatistics.title, tagline: t.grievanceStatistics.tagline }}>
      <GrievanceStatisticsBody figures={figures} />
      {knownProblems ? <KnownProblemFigures months={knownProblems} /> : null}
      <div className="container">
        <GrievanceLinks current="grievanceStatistics" />
      </div>
    </PageFrame>
  );
}
