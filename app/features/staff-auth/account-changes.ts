/**
 * What an administrator may do to an account from the accounts page, and
 * what the page says once it is done. The database refuses the same things
 * (an admin's own account above all); these rules decide which buttons show.
 */
export const ACCOUNT_CHANGES = ["disable", "enable", "unlock", "reset", "resend"] as const;
export type AccountChangeIntent = (typeof ACCOUNT_CHANGES)[number];

export const CHANGE_LABELS: Record<AccountChangeIntent, string> = {
  disable: "Disable",
  enable: "Enable",
  unlock: "Unlock",
  reset: "Set up sign-in again",
  resend: "Send a new invitation",
};

export const OWN_ROLES = "You cannot change your own roles. Another administrator can.";
export const OWN_DESK = "You cannot change your own grievance desk. Another administrator can.";
export const OWN_ACCOUNT = "You cannot disable or reset your own account.";

/** Why a new invitation cannot be sent to an account: it has no address, and an admin may not give it one. */
export function noAddressRefusal(account: string): string {
  return `${account} has no e-mail address for a new invitation to go to. If they can still sign in, they add one on their page Your e-mail address; if not, ask the site's operator to add it.`;
}

/**
 * Where an invitation went, as the page says it: the first letter and the domain
 * (a…@nassco.gov.ng), enough to see that it went to the person, never the address in full.
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * The changes offered for an account, in the order of its buttons: none for
 * one's own; enable or disable; unlock; and a new invitation, to the address
 * the account has, for any enabled one: setting sign-in up again once it is
 * set up, or sending the invitation again while it is not.
 */
export function changesOffered(account: { name: string; disabled: boolean; enrolled: boolean }, self: string): AccountChangeIntent[] {
  if (account.name === self) return [];
  const offered: AccountChangeIntent[] = [account.disabled ? "enable" : "disable", "unlock"];
  if (!account.disabled) offered.push(account.enrolled ? "reset" : "resend");
  return offered;
}

/** Why a change of this kind cannot be made to one's own account, or null when it may. */
export function ownAccountRefusal(intent: AccountChangeIntent | "roles" | "desk", account: string, self: string): string | null {
  if (account !== self) return null;
  if (intent === "roles") return OWN_ROLES;
  if (intent === "desk") return OWN_DESK;
  return intent === "disable" || intent === "reset" || intent === "resend" ? OWN_ACCOUNT : null;
}

/** The page's "Done: …" line after a change. */
export function changeDone(intent: Exclude<AccountChangeIntent, "reset" | "resend">, account: string): string {
  const said = { disable: "disabled, and signed out everywhere", enable: "enabled", unlock: "unlocked" }[intent];
  return `${account} ${said}`;
}

export function rolesDone(account: string, changed: boolean): string {
  return changed ? `${account}'s roles changed, and they were signed out` : `${account} already had those roles`;
}

export function deskDone(account: string, desk: string, changed: boolean): string {
  return changed ? `${account}'s desk is now ${desk}, and they were signed out` : `${account}'s desk was already ${desk}`;
}

/** The address that shows the accounts with a line saying what was done. */
export function accountsDoneAddress(done: string): string {
  return `/staff/accounts?done=${encodeURIComponent(done)}`;
}
