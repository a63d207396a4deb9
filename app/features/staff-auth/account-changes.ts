/**
 * What an administrator may do to an account from the accounts page, and
 * what the page says once it is done. The database refuses the same things
 * (an admin's own account above all); these rules decide which buttons show.
 */
export const ACCOUNT_CHANGES = ["disable", "enable", "unlock", "reset"] as const;
export type AccountChangeIntent = (typeof ACCOUNT_CHANGES)[number];

export const CHANGE_LABELS: Record<AccountChangeIntent, string> = {
  disable: "Disable",
  enable: "Enable",
  unlock: "Unlock",
  reset: "Set up sign-in again",
};

export const OWN_ROLES = "You cannot change your own roles. Another administrator can.";
export const OWN_DESK = "You cannot change your own grievance desk. Another administrator can.";
export const OWN_ACCOUNT = "You cannot disable or reset your own account.";

/**
 * The changes offered for an account, in the order of its buttons: none for
 * one's own; enable or disable; unlock; and setting sign-in up again only
 * for an active account (an invited one's invitation is renewed by inviting them again).
 */
export function changesOffered(account: { name: string; disabled: boolean; enrolled: boolean }, self: string): AccountChangeIntent[] {
  if (account.name === self) return [];
  const offered: AccountChangeIntent[] = [account.disabled ? "enable" : "disable", "unlock"];
  if (account.enrolled && !account.disabled) offered.push("reset");
  return offered;
}

/** Why a change of this kind cannot be made to one's own account, or null when it may. */
export function ownAccountRefusal(intent: AccountChangeIntent | "roles" | "desk", account: string, self: string): string | null {
  if (account !== self) return null;
  if (intent === "roles") return OWN_ROLES;
  if (intent === "desk") return OWN_DESK;
  return intent === "disable" || intent === "reset" ? OWN_ACCOUNT : null;
}

/** The page's "Done: …" line after a change. */
export function changeDone(intent: Exclude<AccountChangeIntent, "reset">, account: string): string {
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
