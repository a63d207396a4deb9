import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { MailAddress } from "~/components/mail-address";
import { ToBeConfirmed } from "~/components/provenance-label";
import { sitePages } from "~/content/site-pages";
import { heroFor, pageMetaFor, wordsOf } from "~/site/navigation";
import { WithLink } from "~/components/with-link";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { furnitureState } from "~/i18n/translation-state";
import { metaWords } from "~/i18n/meta";
import { officeHoursIn } from "~/features/office-contact/office-hours";
import { useLocale } from "~/i18n/use-locale";
import { CONTACT_FORM_ANCHOR, ContactForm } from "~/features/contact/contact-form";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import { writeContactReceipt, type ContactReceipt } from "~/features/contact/receipt.server";
import { contactMessageSchema } from "~/features/contact/schema.server";
import { submitContactMessage } from "~/features/contact/service.server";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { useOfficeContact } from "~/components/use-office-contact";
import { StateOfficeTable } from "~/features/state-offices/state-office-table";
import { liveStateOffices } from "~/features/state-offices/state-offices.server";
import { paths } from "~/site/paths";

/** A page address the reader came from ("Report a problem with this page"): a path of this site, or nothing. */
function pageFrom(value: string | null): string | undefined {
  return value && /^\/[\w\-/.]{0,199}$/.test(value) ? value : undefined;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const offices = await readOrNull("state offices", liveStateOffices);
  // The page's words are the furniture's, in every language; the state offices' names are proper names.
  const { locale } = routeLocale(request);
  const translation = furnitureState(locale);
  return pageData({ offices, page: pageFrom(new URL(request.url).searchParams.get("page")), translation }, offices);
}

/** Post/Redirect/Get: on to the receipt (in the form's language), its reference in a signed cookie. */
async function toReceipt(receipt: ContactReceipt, https: boolean, locale: Locale) {
  return redirect(localePath(locale, paths.contactSent), {
    status: 303,
    headers: { "Set-Cookie": await writeContactReceipt(receipt, https, locale) },
  });
}

/**
 * The form's post. Bad input, or a filled honeypot, comes back as a 400 with
 * what was typed, and nothing is stored; past the limit, a 429 that says how
 * long to wait.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { locale } = routeLocale(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  const submission = parseWithZod(formData, { schema: contactMessageSchema(messages[locale]) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await submitContactMessage(submission.value, context.clientAddress, messages[locale]);
  if (outcome.status !== 201) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  throw await toReceipt({ reference: outcome.reference, replyExpected: submission.value.replyTo !== undefined }, context.https, locale);
}

/** A refusal over the limit says when to try again. */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = pageMetaFor(sitePages.contact.path, metaWords(matches).pages);
  return [{ title }, { name: "description", content: description }];
};

export default function Contact() {
  const { offices, page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const contact = useOfficeContact();
  const tel = (value: string) => `tel:${value.replace(/ /g, "")}`;
  const { t, pages, href, locale } = useLocale();
  const hours = officeHoursIn(contact.officeHours.value, locale);
  const words = t.contact;
  return (
    <PageFrame hero={heroFor(sitePages.contact.path, pages)}>
      <div className="container contact-page">
        <section aria-labelledby="head-office">
          <h2 id="head-office">{words.headOffice}</h2>
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
            <dt>{words.tollFreeLine}</dt>
            <dd>
              <a href={tel(contact.tollFreeLine.value)}>{contact.tollFreeLine.value}</a>
              <ToBeConfirmed detail={contact.tollFreeLine} />
            </dd>
            <dt>{words.email}</dt>
            <dd>
              <MailAddress detail={contact.infoEmail} /> {words.generalEnquiries}
            </dd>
            <dd>
              <MailAddress detail={contact.nsrSupportEmail} /> {words.aboutRegister}
            </dd>
            <dt>{words.officeHours}</dt>
            <dd>
              <span lang={hours.lang}>{hours.text}</span>
              <ToBeConfirmed detail={contact.officeHours} />
            </dd>
          </dl>
          <p>
            <WithLink text={words.grievance} mark="form" href={href(paths.grievanceForm)} label={t.grievanceForm.title} />
          </p>
          <p>
            <WithLink text={words.darLine} mark="form" href={href(paths.darForm)} label={words.darForm} />
          </p>
        </section>

        <section aria-labelledby={CONTACT_FORM_ANCHOR} className="contact-page__form">
          <h2 id={CONTACT_FORM_ANCHOR} tabIndex={-1}>
            {words.formHeading}
          </h2>
          <p>{words.formIntro}</p>
          <ContactForm lastResult={actionData?.result} page={page} />
        </section>

        <section aria-labelledby="state-offices">
          <h2 id="state-offices">{words.stateOffices}</h2>
          <p>
            <WithLink
              text={words.stateOfficesText}
              mark="link"
              href={href(paths.stateOffices)}
              label={wordsOf(pages, paths.stateOffices).name}
            />
          </p>
          <StateOfficeTable offices={offices} />
        </section>
      </div>
    </PageFrame>
  );
}
