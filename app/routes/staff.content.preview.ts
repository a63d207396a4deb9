import type { ActionFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaffListener, sessionAt } from "~/features/staff-auth/session.server";
import { livePreviewAnswer } from "~/features/staff-content/live-preview.server";

/**
 * The live preview's answer (features/staff-content/live-preview.tsx): a
 * Markdown field's text, posted by the form's script with the form's token,
 * comes back as the HTML readers would see, from the site's one renderer.
 * Asked by a script, not a person: no session is a 401, not a page to sign
 * in, and it renders nothing but the fragment.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const member = await sessionAt(request, "full");
  if (!member) throw new Response("Sign in again to see the preview.", { status: 401 });
  if (!member.roles.some((role) => role === "editor" || role === "publisher")) {
    throw new Response("Your account does not have a role that may do this.", { status: 403 });
  }
  const form = await readFormData(request);
  requireCsrf(member, form);
  return livePreviewAnswer(form);
}
