import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomeLinks } from "~/features/staff-auth/home-links";
import { recoveryCodesLeft, roleAreas, roleLabel } from "~/features/staff-auth/roles";
import { requireStaff } from "~/features/staff-auth/session.server";
import { SignOutForm, StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Home");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  return {
    displayName: member.displayName,
    name: member.name,
    roles: member.roles.map(roleLabel),
    areas: roleAreas(member.roles),
    csrf: member.csrf,
    recoveryCodesLeft: recoveryCodesLeft(new URL(request.url).searchParams.get("recovery-codes-left")),
  };
}

export default function StaffHome() {
  const { displayName, name, roles, areas, csrf, recoveryCodesLeft } = useLoaderData<typeof loader>();
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
      <HomeLinks {...areas} />
      <h2>Your sessions</h2>
      <p>
        You stay signed in for up to 12 hours, or until you leave the back office alone for 30 minutes. If you signed in on a device you no
        longer have, sign out on every device.
      </p>
      <SignOutForm csrf={csrf} everywhere />
    </StaffPage>
  );
}
