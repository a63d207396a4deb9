import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DoneNotice } from "~/components/done-notice";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { partnerProblems } from "~/features/grievance-api/partner-form";
import { PartnerForm, PartnerKeyNotice, PartnerTable } from "~/features/grievance-api/partner-views";
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

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "admin");
  const form = await readFormData(request);
  requireCsrf(admin, form);
  if (formText(form, "intent") === "disable") {
    const id = Number(formText(form, "partner"));
    if (!Number.isInteger(id) || id < 1) throw new Response("There is no such partner.", { status: 400 });
    await disablePartner(admin, id);
    return redirect("/staff/partners?done=disabled#partners", 303);
  }
  const entries = { name: formText(form, "name").trim(), contactEmail: formText(form, "contactEmail").trim().toLowerCase() };
  const problems = partnerProblems(entries);
  if (Object.keys(problems).length > 0) return data({ entries, problems, added: null }, { status: 400 });
  try {
    const key = await addPartner(admin, entries);
    return data({ entries: undefined, problems: {}, added: { name: entries.name, key } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return data({ entries, problems: { name: "There is already a partner with this name." }, added: null }, { status: 409 });
  }
}

export default function Partners() {
  const { csrf, partners, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaffPage title="Partners of the grievance API">
      {answer?.added ? <PartnerKeyNotice partner={answer.added} /> : null}
      <PartnerForm key={answer?.added?.key} csrf={csrf} entries={answer?.entries} problems={answer?.problems ?? {}} />
      <h2 id="partners" tabIndex={-1}>
        Partners
      </h2>
      {done ? <DoneNotice>Done: the partner is disabled. Its key is refused from now on.</DoneNotice> : null}
      <PartnerTable csrf={csrf} partners={partners} />
    </StaffPage>
  );
}
