import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff, type StaffRole } from "~/features/staff-auth/session.server";
import { SignOutForm, StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Home");

const ROLE_NAMES: Record<StaffRole, string> = {
  editor: "Editor",
  publisher: "Publisher",
  request_officer: "Request officer",
  admin: "Administrator",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  const left = new URL(request.url).searchParams.get("recovery-codes-left");
  return {
    displayName: member.displayName,
    name: member.name,
    roles: member.roles.map((role) => ROLE_NAMES[role]),
    admin: member.roles.includes("admin"),
    content: member.roles.includes("editor") || member.roles.includes("publisher"),
    publisher: member.roles.includes("publisher"),
    requests: member.roles.includes("request_officer"),
    csrf: member.csrf,
    recoveryCodesLeft: left !== null && /^\d{1,2}$/.test(left) ? Number(left) : null,
  };
}

export default function StaffHome() {
  const { displayName, name, roles, admin, content, publisher, requests, csrf, recoveryCodesLeft } = useLoaderData<typeof loader>();
  return (
    <StaffPage title={`Signed in as ${displayName}`}>
      {recoveryCodesLeft !== null ? (
        <div className="callout callout--warning" role="status">
          <p>
            You signed in with a recovery code. You have {recoveryCodesLeft} left. Ask an administrator to set up your authenticator app
            again.
          </p>
        </div>
      ) : null}
      <p>
        Your name for signing in is <strong>{name}</strong>. Your roles: {roles.join(", ")}.
      </p>
      {content ? (
        <>
          <h2>Content</h2>
          <p>
            <a href="/staff/content">Write, review and publish the site&rsquo;s content</a>
          </p>
          <p>
            <a href="/staff/files">Upload photos and PDFs</a>
          </p>
          <p>
            <a href="/staff/translations">Translations</a>: what each language lacks, what is stale, and what is not yet reviewed
          </p>
        </>
      ) : null}
      {requests ? (
        <>
          <h2>Data access requests</h2>
          <p>
            <a href="/staff/requests">The queue: new, yours, unassigned and overdue requests</a>
          </p>
          <p>
            <a href="/staff/requests/new">Enter a request that came on paper or by e-mail</a>
          </p>
          <h2>Messages</h2>
          <p>
            <a href="/staff/messages">Problems and questions sent from the Contact us page</a>
          </p>
        </>
      ) : null}
      {publisher ? (
        <>
          <h2>Register figures</h2>
          <p>
            <a href="/staff/register">Upload and publish the office&rsquo;s LGA summary</a>
          </p>
          <h2>Newsletter</h2>
          <p>
            <a href="/staff/newsletters">Write and send the newsletter</a>
          </p>
        </>
      ) : null}
      {requests || admin ? (
        <p>
          <a href="/staff/holidays">Public holidays</a>, which do not count towards a request&rsquo;s age
        </p>
      ) : null}
      <h2>Statistics</h2>
      <p>
        <a href="/staff/statistics">Requests, subscribers and page views</a>
      </p>
      <p>
        <a href="/staff/feedback">Was this page useful?</a> Readers&rsquo; answers and comments, page by page
      </p>
      {admin ? (
        <>
          <h2>Accounts</h2>
          <p>
            <a href="/staff/accounts">Invite a colleague, or disable or unlock an account</a>
          </p>
        </>
      ) : null}
      <h2>Your password and e-mail address</h2>
      <p>
        <a href="/staff/password">Change your password</a>
      </p>
      <p>
        <a href="/staff/email">Your e-mail address</a>, where tests of a newsletter go
      </p>
      <h2>Your sessions</h2>
      <p>
        You stay signed in for up to 12 hours, or until you leave the back office alone for 30 minutes. If you signed in on a device you no
        longer have, sign out on every device.
      </p>
      <SignOutForm csrf={csrf} everywhere />
    </StaffPage>
  );
}
