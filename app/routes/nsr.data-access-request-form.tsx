import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { MAIN_ID } from "~/components/page-frame";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, FormError, type SummaryError } from "~/components/form-fields";
import { Honeypot } from "~/features/forms/honeypot-field";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { SectionLayout } from "~/components/section-layout";
import { RequestFields } from "~/features/requests/request-fields";
import { submitDataAccessRequest } from "~/features/requests/service.server";
import { darRequestSchema } from "~/features/requests/schema.server";
import { requestPhoneOffered } from "~/features/requests/phone.server";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import type { ReceiptCookie } from "~/features/cases/receipt.server";
import { RECEIPT_PAGE, writeReceipt } from "~/features/requests/receipt.server";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { pageMetaFor } from "~/site/navigation";
import { paths } from "~/site/paths";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { WithLink } from "~/components/with-link";
import { furnitureState } from "~/i18n/translation-state";

const FORM_ID = "dar";
const PATH = paths.darForm;
/**
 * A refused post lands on its problems (the form posts to this #anchor): on a phone they are
 * some 800 px down, below the introduction, and the browser focuses them there, with or without scripts.
 */
const PROBLEMS_ANCHOR = "dar-problems";

/** Post/Redirect/Get: on to the confirmation page, the reference and the status page's code in a signed cookie. */
async function toReceipt(receipt: ReceiptCookie, https: boolean, locale: Locale) {
  // Its own fragment: the form's (#dar-problems) would otherwise stay in the address (RFC 9110, 10.2.2).
  return redirect(`${localePath(locale, RECEIPT_PAGE)}#${MAIN_ID}`, {
    status: 303,
    headers: { "Set-Cookie": await writeReceipt(receipt, https, locale) },
  });
}

/** The page's words are all furniture (i18n/messages, "dar"), so it is translated wherever the furniture is. */
export function loader({ request }: LoaderFunctionArgs) {
  return { translation: furnitureState(routeLocale(request).locale), phone: requestPhoneOffered() };
}

/**
 * A plain HTML form: no script is sent. The criteria blocks follow their boxes
 * through CSS :has(), and the server validates, so it behaves the same on a
 * feature phone as on a laptop.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { locale } = routeLocale(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  // Not asked for, so neither checked nor kept (a page from before the setting changed may still send it).
  if (!requestPhoneOffered()) formData.delete("phone");
  const submission = parseWithZod(formData, { schema: darRequestSchema(messages[locale]) });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await submitDataAccessRequest(submission.value, "web form", context.clientAddress, locale);
  if (outcome.status !== 201) {
    const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : undefined;
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  throw await toReceipt(outcome.receipt, context.https, locale);
}

/** A refusal over the limit says when to try again (Remix sends an action's headers only through this). */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = pageMetaFor(PATH, metaWords(matches).pages);
  return [{ title }, { name: "description", content: description }];
};

export default function DataAccessRequestForm() {
  const actionData = useActionData<typeof action>();
  const { phone } = useLoaderData<typeof loader>();
  const [form] = useForm({ id: FORM_ID, lastResult: actionData?.result });
  const fieldset = form.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>;
  const summary: SummaryError[] = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));

  const { t, href } = useLocale();
  return (
    <SectionLayout>
      <p>{t.dar.intro}</p>
      <p>
        {/* The printable form is English only, at one address. */}
        <WithLink text={t.dar.paper} mark="pdf" href="/data-access-request-form.pdf" label={t.dar.paperLink} />
      </p>
      {/* Either lists the problems: a refusal of the whole form (a limit, the database away) has no field's. */}
      <FormError errors={form.errors} id={summary.length === 0 ? PROBLEMS_ANCHOR : undefined} />
      <ErrorSummary errors={summary} id={PROBLEMS_ANCHOR} />
      <form method="post" action={`${href(PATH)}#${PROBLEMS_ANCHOR}`} {...getFormProps(form)} noValidate className="dar">
        <RequestFields fieldset={fieldset} phone={phone} />
        <Honeypot />
        <button type="submit">{t.dar.submit}</button>
      </form>
    </SectionLayout>
  );
}
