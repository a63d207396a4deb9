import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { MAIN_ID } from "~/components/page-frame";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ErrorSummary, FormError, type SummaryError } from "~/components/form-fields";
import { SectionLayout } from "~/components/section-layout";
import { furnitureState } from "~/i18n/translation-state";
import { readFormData, retryAfterFromAction } from "~/features/forms/form-data.server";
import { formPosts } from "~/features/forms/form-outcomes.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { Honeypot } from "~/features/forms/honeypot-field";
import { GrievanceFields } from "~/features/grievances/grievance-fields";
import { GRIEVANCE_CATEGORIES, isOneOf } from "~/features/grievances/kinds";
import { registerPlaces } from "~/features/grievances/places.server";
import { grievanceReceipt } from "~/features/grievances/receipt.server";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import { grievanceSchema } from "~/features/grievances/schema.server";
import { submitGrievance } from "~/features/grievances/service.server";
import type { ReceiptCookie } from "~/features/cases/receipt.server";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { GRIEVANCE_CATEGORY_PARAM, GRIEVANCE_PLACE_PARAMS } from "~/site/query-params";
import { smsIsSent } from "~/utils/env.server";
import { logFailure } from "~/utils/log.server";
import { GrievanceLinks } from "~/features/grievances/grievance-links";
import { countKnownProblemShown, liveKnownProblem } from "~/features/known-problems/live.server";
import { KnownProblemNotice, REPORT_ANYWAY_FIELD } from "~/features/known-problems/notice";
import type { KnownProblem } from "~/features/known-problems/problem";

const FORM_ID = "grievance";
/** A refused post lands on its problems (the form posts to this #anchor), below the introduction. */
const PROBLEMS_ANCHOR = "grievance-problems";

/** Post/Redirect/Get: on to the answer page, the reference and the status code in a signed cookie. */
async function toReceipt(receipt: ReceiptCookie, https: boolean, locale: Locale) {
  // Its own fragment: the form's (#grievance-problems) would otherwise stay in the address (RFC 9110, 10.2.2).
  return redirect(`${localePath(locale, paths.grievanceReceipt)}#${MAIN_ID}`, {
    status: 303,
    headers: { "Set-Cookie": await grievanceReceipt.write(receipt, https, locale) },
  });
}

/** The register's states, as lga_summary names them; none when it cannot be read (the form then says it failed on posting). */
async function registerStates(): Promise<string[]> {
  try {
    return [...(await registerPlaces()).keys()];
  } catch (error) {
    logFailure("grievance form states", error);
    return [];
  }
}

/**
 * The form's words are all furniture (i18n/messages, "grievanceForm"); "Report a scam" links here with
 * ?category=fraud, and an LGA's payment page with the payment category, its state and its LGA. A
 * state the form does not offer is not filled in; the LGA is only typed text, checked on posting.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const category = search.get(GRIEVANCE_CATEGORY_PARAM);
  const states = await registerStates();
  const state = search.get(GRIEVANCE_PLACE_PARAMS.state) ?? "";
  const lga = (search.get(GRIEVANCE_PLACE_PARAMS.lga) ?? "").slice(0, 100);
  return {
    states,
    category: isOneOf(GRIEVANCE_CATEGORIES, category) ? category : null,
    place: states.includes(state) ? { state, lga } : null,
    translation: furnitureState(routeLocale(request).locale),
    // With the files transport (the default) texts only wait in a folder: the hint promises none.
    smsSent: smsIsSent(),
  };
}

/**
 * A plain HTML form, checked on the server against the register's states and
 * LGAs: bad input comes back as a 400 with what was typed; a bot that filled
 * the honeypot is thanked and nothing is stored; past the limit, a 429.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { locale } = routeLocale(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  const places = await registerPlaces().catch((error: unknown) => {
    logFailure("grievance form places", error);
    return null;
  });
  if (!places) {
    // Without the register's list nothing can be checked: the entries come back, with a refusal of the
    // whole form and no field's (checked against no places, every state would be wrongly refused).
    formPosts.note(false);
    const unchecked = parseWithZod(formData, { schema: z.unknown() });
    return data({ result: unchecked.reply({ formErrors: [messages[locale].grievanceForm.failed] }) }, { status: 503 });
  }
  const submission = parseWithZod(formData, { schema: grievanceSchema(messages[locale], places) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const notice = await noticeFirst(submission.value, formData.get(REPORT_ANYWAY_FIELD));
  if (notice) return data({ result: submission.reply(), knownProblem: notice });
  const outcome = await submitGrievance(submission.value, context.clientAddress, locale);
  if (outcome.status !== 201) {
    const headers = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : undefined;
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  const { reference, token, statusCode } = outcome.saved;
  throw await toReceipt({ reference, token, statusCode }, context.https, locale);
}

/**
 * A live known problem for the report's place and category, shown before anything is filed (decision
 * 0112), unless the person has read it and pressed "Report anyway": the entries come back with it.
 * A notice that cannot be read stops nobody from reporting.
 */
async function noticeFirst(
  report: { state: string; lga?: string; category: string },
  reportAnyway: FormDataEntryValue | null,
): Promise<KnownProblem | null> {
  if (typeof reportAnyway === "string" && reportAnyway !== "") return null;
  try {
    const problem = await liveKnownProblem({ state: report.state, lga: report.lga ?? null }, report.category);
    if (problem) await countKnownProblemShown(problem.id, "web");
    return problem;
  } catch (error) {
    logFailure("grievance form known problem", error);
    return null;
  }
}

/** A refusal over the limit says when to try again. */
export const headers = retryAfterFromAction;

export const meta: MetaFunction = ({ matches }) => {
  const { grievanceForm } = metaWords(matches).messages;
  return [{ title: `${grievanceForm.title} – NASSCO` }, { name: "description", content: grievanceForm.description }];
};

export default function GrievanceForm() {
  const { states, category, place, smsSent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form] = useForm({ id: FORM_ID, lastResult: actionData?.result, defaultValue: { ...(category ? { category } : {}), ...place } });
  const fieldset = form.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>;
  const summary: SummaryError[] = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  // Only noticeFirst's answer carries one; the honeypot's refusal is typed apart from the others.
  const knownProblem = (actionData as { knownProblem?: KnownProblem } | undefined)?.knownProblem ?? null;
  return (
    <SectionLayout title={g.title}>
      <p>{g.intro}</p>
      <p>{g.anonymous}</p>
      <p className="callout">
        <strong>{g.neverPay}</strong>
      </p>
      <FormError errors={form.errors} id={summary.length === 0 && !knownProblem ? PROBLEMS_ANCHOR : undefined} />
      <ErrorSummary errors={summary} id={knownProblem ? undefined : PROBLEMS_ANCHOR} />
      <form
        method="post"
        action={`${href(paths.grievanceForm)}#${PROBLEMS_ANCHOR}`}
        {...getFormProps(form)}
        noValidate
        className="grievance-form"
      >
        {knownProblem ? <KnownProblemNotice problem={knownProblem} id={PROBLEMS_ANCHOR} /> : null}
        <GrievanceFields fieldset={fieldset} states={states} smsSent={smsSent} />
        <Honeypot />
        <button type="submit">{g.submit}</button>
      </form>
      <GrievanceLinks current="grievanceForm" />
    </SectionLayout>
  );
}
