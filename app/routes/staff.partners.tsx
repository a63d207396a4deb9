import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoneNotice } from "~/components/done-notice";
import { FormError } from "~/components/form-fields";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { partnerProblems } from "~/features/grievance-api/partner-form";
import { PartnerForm, PartnerTable } from "~/features/grievance-api/partner-views";
import { addPartner, disablePartner, listPartners } from "~/features/grievance-api/partners.server";
import { isUniqueViolation } from "~/features/staff-auth/database-errors.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { lagosTimeText } from "~/utils/lagos-time";

/** The partners of the grievance API (docs/open311.md): an admin adds one, gives it its key once, and disables one. */
export const meta: MetaFunction = () => staffMeta("Partners of the grievance API");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const partners = (await listPartners(admin)).map(({ createdAt, disabledAt, lastUsedAt, ...partner }) => ({
    ...partner,
    created: lagosTimeText(createdAt),
    disabled: disabledAt ? lagosTimeText(disabledAt) : null,
    lastUsed: lastUsedAt ? lagosTimeText(lastUsedAt) : null,
  }));
  return { csrf: admin.csrf, partners, done: new URL(request.url).searchParams.get("done") === "disabled" };
}

/** The add form's answer when the post was a disable: nothing to show there. */
const NOTHING_ADDED = { entries: undefined, problems: {}, added: null };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const form = await readFormData(request);
  requireCsrf(admin, form);
  if (formText(form, "intent") === "disable") {
    // Up to nine digits: always within the database's integer, which a larger number would overflow.
    const given = formText(form, "partner");
    if (!/^\d{1,9}$/.test(given))
      return data({ ...NOTHING_ADDED, disableProblem: "Choose a partner from the list to disable." }, { status: 400 });
    if (!(await disablePartner(admin, Number(given))))
      return data({ ...NOTHING_ADDED, disableProblem: "There is no such partner, or it is already disabled." }, { status: 404 });
    return redirect("/staff/partners?done=disabled#partners", 303);
  }
  const entries = { name: formText(form, "name").trim(), contactEmail: formText(form, "contactEmail").trim().toLowerCase() };
  const problems = partnerProblems(entries);
  if (Object.keys(problems).length > 0) return data({ entries, problems, added: null, disableProblem: null }, { status: 400 });
  try {
    const key = await addPartner(admin, entries);
    return data({ ...NOTHING_ADDED, added: { name: entries.name, key }, disableProblem: null });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return data(
      { entries, problems: { name: "There is already a partner with this name." }, added: null, disableProblem: null },
      { status: 409 },
    );
  }
}

export default function Partners() {
  const { csrf, partners, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaffPage title="Partners of the grievance API">
      <PartnerForm
        key={answer?.added?.key}
        csrf={csrf}
        entries={answer?.entries}
        problems={answer?.problems ?? {}}
        added={answer?.added ?? null}
      />
      <h2 id="partners" tabIndex={-1}>
        Partners
      </h2>
      {answer?.disableProblem ? <FormError errors={[answer.disableProblem]} /> : null}
      {done && !answer ? <DoneNotice>Done: the partner is disabled. Its key is refused from now on.</DoneNotice> : null}
      <PartnerTable csrf={csrf} partners={partners} />
    </StaffPage>
  );
}
