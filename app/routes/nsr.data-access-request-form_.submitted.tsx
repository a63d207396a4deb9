import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToBeConfirmed } from "~/components/provenance-label";
import { SectionLayout } from "~/components/section-layout";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import { DAR_SUCCESS_MESSAGE, darNextSteps } from "~/content/data-access-request-form";
import { findReceiptedRequest } from "~/features/requests/model.server";
import { receiptRows } from "~/features/requests/summary";
import { readReceipt, SPAM_RECEIPT } from "~/features/requests/receipt.server";
import { mailIsSent } from "~/utils/env.server";
import { logFailure } from "~/utils/log.server";
import { paths } from "~/site/paths";

/** The Get after the Post: what this browser just sent, read back from the database. */
export async function loader({ request }: LoaderFunctionArgs) {
  const receipt = await readReceipt(request);
  if (!receipt) return { received: null, spam: false, mailSent: mailIsSent() };
  if (receipt.reference === SPAM_RECEIPT.reference) return { received: null, spam: true, mailSent: mailIsSent() };
  try {
    const row = await findReceiptedRequest(receipt);
    if (!row) return { received: null, spam: false, mailSent: mailIsSent() };
    const rows = receiptRows(row);
    return { received: { reference: row.reference, rows, mailedTo: row.emailAddress }, spam: false, mailSent: mailIsSent() };
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
  const { received, spam, mailSent } = useLoaderData<typeof loader>();
  const contact = useOfficeContact();
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
        {received && !mailSent ? (
          <p>
            <strong>Write this reference down.</strong> This site is not sending e-mail at the moment, so no copy has been sent.
          </p>
        ) : received?.mailedTo ? (
          <p>
            We have e-mailed a copy of this confirmation to <strong>{received.mailedTo}</strong>. If it has not arrived within the hour,
            check your spam folder.
          </p>
        ) : received ? (
          <p>
            <strong>Write this reference down.</strong> You did not give an e-mail address, so we cannot send you a copy.
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
