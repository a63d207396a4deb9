import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { ToBeConfirmed } from "~/components/provenance-label";
import { contactPage } from "~/content/contact-page";
import { sitePages } from "~/content/site-pages";
import { pageMetaFor } from "~/site/navigation";
import { CONTACT_FORM_ANCHOR, ContactForm } from "~/features/contact/contact-form";
import { SPAM_CONTACT_RECEIPT, writeContactReceipt, type ContactReceipt } from "~/features/contact/receipt.server";
import { contactMessageSchema } from "~/features/contact/schema.server";
import { submitContactMessage } from "~/features/contact/service.server";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import { StateOfficeTable } from "~/features/state-offices/state-office-table";
import { liveStateOffices } from "~/features/state-offices/state-offices.server";
import { paths } from "~/site/paths";

/** A page address the reader came from ("Report a problem with this page"): a path of this site, or nothing. */
function pageFrom(value: string | null): string | undefined {
  return value && /^\/[\w\-/.]{0,199}$/.test(value) ? value : undefined;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const offices = await readOrNull("state offices", liveStateOffices);
  return pageData({ offices, page: pageFrom(new URL(request.url).searchParams.get("page")) }, offices);
}

/** Post/Redirect/Get: on to the receipt, its reference in a signed cookie. */
async function toReceipt(receipt: ContactReceipt, https: boolean) {
  return redirect(paths.contactSent, { status: 303, headers: { "Set-Cookie": await writeContactReceipt(receipt, https) } });
}

/**
 * The form's post. Bad input comes back as a 400 with what was typed; a bot
 * that filled the honeypot is thanked and nothing is stored; past the limit,
 * a 429 that says how long to wait.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) throw await toReceipt(SPAM_CONTACT_RECEIPT, context.https);
  formData.delete(HONEYPOT_FIELD);
  const submission = parseWithZod(formData, { schema: contactMessageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await submitContactMessage(submission.value, context.clientAddress);
  if (outcome.status !== 201) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  throw await toReceipt({ reference: outcome.reference, replyExpected: submission.value.replyTo !== undefined }, context.https);
}

/** A refusal over the limit says when to try again. */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = () => [
  { title: pageMetaFor(sitePages.contact.path).title },
  { name: "description", content: sitePages.contact.description },
];

export default function Contact() {
  const { offices, page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const contact = useOfficeContact();
  const tel = (value: string) => `tel:${value.replace(/ /g, "")}`;
  return (
    <PageFrame hero={sitePages.contact.hero}>
      <div className="container contact-page">
        <section aria-labelledby="head-office">
          <h2 id="head-office">Head office</h2>
          <address className="contact-page__address">
            {contact.officeName}
            <br />
            {contact.street.value}
            <ToBeConfirmed detail={contact.street} />
            <br />
            {contact.city.value}
            <ToBeConfirmed detail={contact.city} />
          </address>
          <dl className="contact-page__channels">
            <dt>Toll-free line</dt>
            <dd>
              <a href={tel(contact.tollFreeLine.value)}>{contact.tollFreeLine.value}</a>
              <ToBeConfirmed detail={contact.tollFreeLine} />
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contact.infoEmail.value}`}>{contact.infoEmail.value}</a>
              <ToBeConfirmed detail={contact.infoEmail} /> for general enquiries
            </dd>
            <dd>
              <a href={`mailto:${contact.nsrSupportEmail.value}`}>{contact.nsrSupportEmail.value}</a>
              <ToBeConfirmed detail={contact.nsrSupportEmail} /> about the National Social Register
            </dd>
            <dt>Office hours</dt>
            <dd>
              {contact.officeHours.value}
              <ToBeConfirmed detail={contact.officeHours} />
            </dd>
          </dl>
          <p>{contactPage.grievance}</p>
          <p>
            Organisations that need the register&rsquo;s data use the <a href={paths.darForm}>Data Access Request Form</a>.
          </p>
        </section>

        <section aria-labelledby={CONTACT_FORM_ANCHOR} className="contact-page__form">
          <h2 id={CONTACT_FORM_ANCHOR} tabIndex={-1}>
            {contactPage.formHeading}
          </h2>
          <p>{contactPage.formIntro}</p>
          <ContactForm lastResult={actionData?.result} page={page} />
        </section>

        <section aria-labelledby="state-offices">
          <h2 id="state-offices">State offices</h2>
          <p>
            Each state has an operations coordinating unit. The same list is on <a href={paths.stateOffices}>Our State Offices</a>.
          </p>
          <StateOfficeTable offices={offices} />
        </section>
      </div>
    </PageFrame>
  );
}
