import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToBeConfirmed } from "~/components/provenance-label";
import { SectionLayout } from "~/components/section-layout";
import { contact } from "~/content/contact";
import {
  criteriaLists,
  criteriaOptions,
  DAR_SUCCESS_MESSAGE,
  darNextSteps,
  locationFields,
  organisationFields,
  requesterFields,
  type DarFieldName,
} from "~/content/data-access-request-form";
import { DAR_COLUMNS, findReceiptedRequest, type ReceiptRow } from "~/models/data-access-request.server";
import { readReceipt, SPAM_RECEIPT } from "~/utils/dar-receipt.server";
import { formatFormDate } from "~/utils/form-date";
import { logFailure } from "~/utils/log.server";
import { paths } from "~/site/paths";

/** A stored value as the receipt shows it: dates day first, blanks said in words. */
function shown(value: string | Date | null): string {
  if (value instanceof Date) return formatFormDate(value.toISOString());
  return value ?? "Not given";
}

/** What was received, under the same labels as the form's fields; blocks not ticked are left out. */
function receiptRows(row: ReceiptRow): [string, string][] {
  const ticked = { households: row.wantsHouseholds, individuals: row.wantsIndividuals, location: row.wantsLocation };
  const line = (field: { name: DarFieldName; label: string }): [string, string] => [field.label, shown(row[DAR_COLUMNS[field.name]])];
  const list = (key: "households" | "individuals", entries: string[]): [string, string][] =>
    ticked[key] ? [[criteriaLists[key].legend, entries.join("; ") || "None given"]] : [];
  return [
    ...organisationFields.map(line),
    [
      "Data requested",
      criteriaOptions
        .filter((option) => ticked[option.key])
        .map((option) => option.label)
        .join(", ") || "Not specified",
    ],
    ...(ticked.location ? locationFields.map(line) : []),
    ...list("households", row.householdCriteria),
    ...list("individuals", row.individualCriteria),
    ...requesterFields.map(line),
  ];
}

/** The Get after the Post: what this browser just sent, read back from the database. */
export async function loader({ request }: LoaderFunctionArgs) {
  const receipt = await readReceipt(request);
  if (!receipt) return { received: null, spam: false };
  if (receipt.reference === SPAM_RECEIPT.reference) return { received: null, spam: true };
  try {
    const row = await findReceiptedRequest(receipt);
    if (!row) return { received: null, spam: false };
    const rows = receiptRows(row);
    return { received: { reference: row.reference, rows }, spam: false };
  } catch (error) {
    logFailure("data access request receipt", error);
    throw new Response("The confirmation could not be loaded", { status: 503 });
  }
}

/** It shows what one person sent: never stored by a shared cache, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [
  { title: "Request received – Data Access Request Form (DARF) – NASSCO" },
  { name: "robots", content: "noindex" },
];

export default function DataAccessRequestSubmitted() {
  const { received, spam } = useLoaderData<typeof loader>();
  if (!received && !spam) {
    return (
      <SectionLayout>
        <h2>No recent request from this browser</h2>
        <p>
          This page shows the confirmation of a request sent from this browser in the last hour. To make a request, use the{" "}
          <a href={paths.darForm}>Data Access Request Form</a>.
        </p>
      </SectionLayout>
    );
  }
  return (
    <SectionLayout>
      <div className="confirmation" role="status">
        <h2 className="confirmation__title">{DAR_SUCCESS_MESSAGE}</h2>
        {received ? (
          <p className="confirmation__reference">
            Your reference number is <strong>{received.reference}</strong>. Please quote it when you contact us.
          </p>
        ) : null}
      </div>
      {received ? (
        <>
          <h2>What you sent</h2>
          <dl className="summary-list">
            {received.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h2>What happens next</h2>
      <ol>
        {darNextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        Questions about your request? Write to <a href={`mailto:${contact.nsrSupportEmail.value}`}>{contact.nsrSupportEmail.value}</a>
        <ToBeConfirmed detail={contact.nsrSupportEmail} />.
      </p>
      <p>
        <a href={paths.darForm}>Make another request</a>
      </p>
    </SectionLayout>
  );
}
