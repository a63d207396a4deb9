import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/features/forms/form-data.server";
import { clearSessionCookie, csrfMatches, requireStaffListener, sessionAt } from "~/features/staff-auth/session.server";
import { signOut } from "~/features/staff-auth/sign-in.server";

/** Signing out is a post from the header's button; the address itself shows nothing. */
export function loader({ context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  return redirect("/staff", 303);
}

/**
 * Ends this session (or, with everywhere=yes, every session of the account,
 * and the account's known devices), and asks the browser to forget the
 * session's cookie and anything it cached. Not every cookie: the device
 * cookie stays, so the person's next sign-in here still passes the locks that
 * strangers cause (decision 0085).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireStaffListener(context);
  const form = await readFormData(request);
  const member = await sessionAt(request, "full");
  if (member && !csrfMatches(member, form.get("csrf"))) {
    throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  await signOut(request, form.get("everywhere") === "yes", context.clientAddress);
  return redirect("/staff/sign-in?signed-out=1", {
    status: 303,
    headers: { "Set-Cookie": await clearSessionCookie(), "Clear-Site-Data": '"cache"' },
  });
}
