import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import staffStylesUrl from "~/styles/staff.css";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { roleAreas } from "~/features/staff-auth/roles";
import { requireStaffListener, sessionAt } from "~/features/staff-auth/session.server";
import { StaffHeader, StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import type { RouteHandle } from "~/utils/handle";

export const handle: RouteHandle = { backOffice: true };

/** The back office's own styles, after app.css (root.tsx): never on a public page (decision 0097). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStylesUrl }];

/** An error page's status and title, one for the page's heading and its <title>. */
function errorOf(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? "Page not found" : status === 403 ? "Not allowed" : status < 500 ? "Request not accepted" : "Something went wrong";
  return { status, title };
}

// An error page takes this route's meta alone (the page's own never ran): it needs its title here.
export const meta: MetaFunction = ({ error }) =>
  error ? staffMeta(errorOf(error).title) : [{ name: "robots", content: "noindex, nofollow" }];

/** Every back-office page: its header says who is signed in. The listener's own headers keep each answer private. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireStaffListener(context);
  const member = await sessionAt(request, "full");
  const signedIn = member && { displayName: member.displayName, csrf: member.csrf, ...roleAreas(member.roles) };
  return { signedIn };
}

export default function StaffLayout() {
  const { signedIn } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffHeader signedIn={signedIn} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { status, title } = errorOf(error);
  const said = isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 ? error.data : null;
  return (
    <>
      <StaffHeader signedIn={null} />
      <StaffPage title={title}>
        <p>{said ?? (status < 500 ? "The back office cannot do that." : "Something went wrong on our side. Please try again.")}</p>
        <p>
          <a href="/staff">Go to the back office&rsquo;s home page</a>
        </p>
      </StaffPage>
    </>
  );
}
