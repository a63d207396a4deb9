import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { writeConsent } from "~/features/analytics/consent.server";
import { readFormData } from "~/features/forms/form-data.server";
import { isSameOriginPath } from "~/utils/same-origin-path";
import { paths } from "~/site/paths";

/** A same-site path to go back to, never another site. */
function backTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.length <= 500 && isSameOriginPath(value) ? value : paths.home;
}

/**
 * The consent banner's form: a plain post, then back to the page. The banner's script posts the
 * same with fetch and reads the cookie back; a reader whose fetch failed posts the form itself.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const choice = form.get("choice");
  if (choice !== "yes" && choice !== "no") throw new Response("Choose yes or no.", { status: 400 });
  return redirect(backTo(form.get("back")), { status: 303, headers: { "Set-Cookie": writeConsent(choice, context.https) } });
}

export function loader() {
  return redirect(paths.privacyPolicy);
}
