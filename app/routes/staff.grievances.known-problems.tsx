import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoneNotice } from "~/components/done-notice";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { closeKnownProblem, deskKnownProblems } from "~/features/staff-grievances/known-problems.server";
import {
  CloseKnownProblem,
  KNOWN_PROBLEMS_PAGE,
  KnownProblemTable,
  knownProblemLine,
  NEW_KNOWN_PROBLEM,
  type CloseEntries,
} from "~/features/staff-grievances/known-problems-page";
import { resolveProblems } from "~/features/staff-grievances/rules";
import { databaseErrorCode } from "../../server/database/plain-error";
import { formatCount } from "~/utils/format";
import { getEnv } from "~/utils/env.server";

/**
 * The grievance desk's known problems (decision 0112): each with its cases, how often it was shown
 * to someone about to report and how many it absorbed, and a way to close it, resolving its open
 * cases with one reply. Officers write and edit notices under Content, reviewed as news is.
 */
export const meta: MetaFunction = () => staffMeta("Known problems");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const search = new URL(request.url).searchParams;
  const lines = (await deskKnownProblems(member)).map(knownProblemLine);
  const closing = lines.find((line) => line.id === search.get("close") && line.closed === null) ?? null;
  return {
    csrf: member.csrf,
    lines,
    closing,
    afterReports: getEnv().KNOWN_PROBLEM_AFTER_REPORTS,
    done: search.get("done") === "closed" ? Number(search.get("resolved") ?? 0) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const form = await readFormData(request);
  requireCsrf(member, form);
  const id = formText(form, "id");
  const entries: CloseEntries = {
    cases: formText(form, "cases"),
    resolution: formText(form, "resolution"),
    closing: formText(form, "closing").trim(),
  };
  const problems: Record<string, string> =
    entries.cases === "resolve"
      ? resolveProblems({ ...entries, checked: "" })
      : entries.cases === "leave"
        ? {}
        : { cases: "Choose whether its open cases are resolved now or left open" };
  if (Object.keys(problems).length > 0) return data({ entries, problems }, { status: 400 });
  try {
    const resolved = await closeKnownProblem(
      member,
      id,
      entries.cases === "resolve" ? { resolution: entries.resolution, reply: entries.closing } : null,
    );
    return redirect(`${KNOWN_PROBLEMS_PAGE}?done=closed&resolved=${resolved}#known-problems`, 303);
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === "P0002") throw new Response("There is no such known problem at your desk.", { status: 404 });
    if (code === "55000")
      return data(
        { entries, problems: { cases: "It is closed already, or one of its cases moved on meanwhile. Reload the page." } },
        { status: 409 },
      );
    throw error;
  }
}

export default function KnownProblems() {
  const { csrf, lines, closing, afterReports, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <StaffPage title="Known problems">
      <p>
        A known problem tells people who choose its place and category on the form, by USSD or by SMS that the office knows, before they
        report it. <a href={NEW_KNOWN_PROBLEM}>Write a new one</a> under Content: it is reviewed and published as news is.
        {afterReports > 0
          ? ` The rule publishes one by itself when ${formatCount(afterReports)} reports of one category arrive from one LGA within 7 days.`
          : " The rule that publishes one after many reports is off."}
      </p>
      {closing ? (
        <CloseKnownProblem
          csrf={csrf}
          line={closing}
          entries={refused?.entries ?? { cases: "", resolution: "", closing: "" }}
          problems={refused?.problems ?? {}}
        />
      ) : null}
      <h2 id="known-problems" tabIndex={-1}>
        Known problems at your desk
      </h2>
      {done !== null ? (
        <DoneNotice>
          Done: the known problem is closed{done > 0 ? `, and ${formatCount(done)} of its cases resolved with your reply` : ""}.
        </DoneNotice>
      ) : null}
      <KnownProblemTable lines={lines} />
    </StaffPage>
  );
}
