import { Fragment } from "react";
import { ScrollRegion } from "~/components/scroll-region";
import { changesOffered } from "./account-changes";
import { ChangeButton, ROLES_FORM_ID } from "./account-forms";
import { deskLabel } from "./desk";
import { roleLabel } from "./roles";

interface AccountRow {
  name: string;
  displayName: string;
  roles: string[];
  enrolled: boolean;
  disabled: boolean;
  openSessions: number;
  deskState: string | null;
  email: string | null;
}

/**
 * Where the account's mail goes, under its name: its address, or a warning that it has none,
 * with what that costs a grievance officer (no fraud alerts) and an admin (no notices of
 * accounts). An officer not set up yet gets alerts only once they have.
 */
function MailGoes({ account }: { account: AccountRow }) {
  const officer = account.roles.includes("grievance_officer");
  const admin = account.roles.includes("admin");
  if (!account.email) {
    const missed = [officer ? "fraud alerts do not reach them" : null, admin ? "they are not told of new accounts or roles" : null]
      .filter(Boolean)
      .join("; ");
    return (
      <>
        <strong className="status-tag status-tag--warning">No e-mail address</strong>
        {missed ? ` ${missed}` : null}
      </>
    );
  }
  if (!officer) return <>{account.email}</>;
  return <>{`Fraud alerts go to ${account.email}${account.enrolled ? "" : ", once they have set up"}`}</>;
}

/** Every account, its address, roles and state, and the changes an administrator may make to it (none to their own). */
export function AccountsTable({ accounts, csrf, self }: { accounts: AccountRow[]; csrf: string; self: string }) {
  return (
    <>
      <ScrollRegion labelledBy="accounts-caption">
        <table className="staff-table">
          <caption className="visually-hidden" id="accounts-caption">
            Back-office accounts
          </caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Roles</th>
              <th scope="col">State</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.name}>
                <td>
                  {account.displayName}
                  <br />
                  <span className="hint">{account.name}</span>
                  <br />
                  <span className="staff-address">
                    <MailGoes account={account} />
                  </span>
                </td>
                <td>
                  {account.roles
                    .map((role) =>
                      role === "grievance_officer" ? `${roleLabel(role)} (${deskLabel(account.deskState)})` : roleLabel(role),
                    )
                    .join(", ")}
                </td>
                <td>
                  {account.disabled ? "Disabled" : account.enrolled ? "Active" : "Invited, not set up yet"}
                  {account.openSessions > 0 ? `; signed in (${account.openSessions})` : ""}
                </td>
                <td>
                  {account.name === self ? (
                    "(you: another administrator changes your roles)"
                  ) : (
                    <>
                      <a href={`/staff/accounts?roles=${encodeURIComponent(account.name)}#${ROLES_FORM_ID}-heading`}>
                        Change roles{account.roles.includes("grievance_officer") ? " or desk" : ""}{" "}
                        <span className="visually-hidden">of {account.name}</span>
                      </a>
                      {changesOffered(account, self).map((intent) => (
                        <Fragment key={intent}>
                          {" "}
                          <ChangeButton csrf={csrf} account={account.name} intent={intent} />
                        </Fragment>
                      ))}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="hint">
        Set up sign-in again when someone has lost their phone and used their recovery codes, or their password may be known to others:
        their password, authenticator and codes stop working at once, and a new invitation, mailed to the address above, lets them choose
        new ones. Every administrator is told.
      </p>
    </>
  );
}
