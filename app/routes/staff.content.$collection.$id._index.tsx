import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DraftPanel } from "~/features/staff-content/draft-panel";
import { requireCollection } from "~/features/staff-content/editing.server";
import { ItemHistory } from "~/features/staff-content/item-history";
import { ItemHidden, ItemNotices } from "~/features/staff-content/item-notices";
import { ItemOnSite } from "~/features/staff-content/item-on-site";
import { PAGE_PREVIEW_COLLECTIONS } from "~/features/staff-content/page-preview";
import { itemAction, itemPage } from "~/features/staff-content/publishing.server";
import { TakeOffSection } from "~/features/staff-content/take-off-section";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.title ?? "Item");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  return itemPage(member, requireCollection(params.collection), params.id ?? "", new URL(request.url).searchParams);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return itemAction(member, collection, params.id ?? "", form);
}

export default function ContentItem() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems = refused?.problems ?? {};
  const base = `/staff/content/${page.table}/${page.id}`;
  const hidden = <ItemHidden csrf={page.csrf} draft={page.draft?.id ?? null} />;
  return (
    <StaffPage title={page.title}>
      <p>
        <a href={`/staff/content/${page.table}`}>Back to {page.label.toLowerCase()}</a>
      </p>
      <ItemNotices saved={page.saved} done={page.done} problems={problems} />
      <h2>On the site</h2>
      <ItemOnSite {...page} hidden={hidden} />
      <h2>Draft</h2>
      <DraftPanel
        base={base}
        draft={page.draft}
        offers={page.offers}
        previewable={PAGE_PREVIEW_COLLECTIONS.includes(page.table)}
        hidden={hidden}
        problems={problems}
        typed={refused?.entries ?? {}}
      />
      {page.offers.takeOff ? <TakeOffSection {...page} title={page.liveTitle} asked={page.takingOff} hidden={hidden} /> : null}
      {problems.action ? (
        <p className="field__error" id="field-action">
          {problems.action}
        </p>
      ) : null}
      <ItemHistory base={base} {...page} />
    </StaffPage>
  );
}
