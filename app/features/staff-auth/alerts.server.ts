import type { Prisma } from "~/generated/prisma/client";
import { AUTO_SUBMITTED, queueMail } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import { staffOrigin } from "~/utils/env.server";
import { roleLabel } from "./roles";

/** The back office's warnings about accounts, each written in the transaction of what it reports. */

/**
 * To an account's admins and its owner, when its name has met five wrong passwords or codes in
 * 15 minutes: which account, and what to do. Never the addresses or networks the guesses came
 * from, which the sign-in log keeps for the admins.
 */
export function staffSignInAlert(name: string, backOffice: string | null): MailContent {
  return {
    subject: `Someone is trying to sign in as ${name}`,
    heading: `Someone is trying to sign in as ${name}`,
    blocks: [
      {
        type: "paragraph",
        text: `The back office has refused five or more wrong passwords or codes for the account ${name} in the last 15 minutes. Each network that keeps trying is locked out for 15 minutes, and every attempt for the name is slowed down; after twenty in 15 minutes, the name is locked for 15 minutes in every browser that has not signed in as it before. The owner can still sign in on a computer or phone they have signed in on before.`,
      },
      {
        type: "paragraph",
        text: `If it was you, there is nothing to do. If it was not, sign in and change your password, and an administrator can see the attempts on the Accounts page.`,
      },
      ...(backOffice ? [{ type: "button" as const, label: "Open the back office", href: `${backOffice}/staff` }] : []),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to the account's owner and to every administrator with an e-mail address, at most once an hour for each account.",
      },
    ],
  };
}

/** To every administrator, when one changes another's roles: who, whose, from what to what, and a new grievance officer's desk. */
export function staffRolesChanged(
  admin: string,
  name: string,
  before: readonly string[],
  after: readonly string[],
  backOffice: string | null,
  desk: string | null = null,
): MailContent {
  const list = (roles: readonly string[]) => roles.join(", ") || "none";
  return {
    subject: `${admin} changed the roles of ${name}`,
    heading: `${admin} changed the roles of ${name}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Account", name],
          ["Changed by", admin],
          ["Roles before", list(before)],
          ["Roles now", list(after)],
          ...(desk ? [["Grievance desk", desk] as [string, string]] : []),
        ],
      },
      {
        type: "paragraph",
        text: "If this change was not agreed, another administrator can set the roles back on the Accounts page; the change is in the audit log under the administrator's name.",
      },
      ...(backOffice ? [{ type: "button" as const, label: "Open the Accounts page", href: `${backOffice}/staff/accounts` }] : []),
    ],
    footer: [
      { type: "paragraph", text: "Sent by the NASSCO website to every administrator with an e-mail address, for every change of roles." },
    ],
  };
}

/** To the account's admins and owner (`to`, from the database), that its name is being guessed. */
export async function queueSignInAlert(tx: Prisma.TransactionClient, to: readonly string[], name: string): Promise<void> {
  for (const recipient of to) await queueMail(tx, "staff sign-in alert", recipient, staffSignInAlert(name, staffOrigin()), AUTO_SUBMITTED);
}

/** To every admin (`to`, from the database), that `admin` changed `name`'s roles. */
export async function queueRolesChanged(
  tx: Prisma.TransactionClient,
  to: readonly string[],
  change: { admin: string; name: string; before: readonly string[]; after: readonly string[]; desk?: string | null },
): Promise<void> {
  const content = staffRolesChanged(change.admin, change.name, change.before, change.after, staffOrigin(), change.desk ?? null);
  for (const recipient of to) await queueMail(tx, "staff roles changed", recipient, content, AUTO_SUBMITTED);
}

/** Who was invited, and to do what: for the invitation itself and for the admins' notice of it. */
export interface InvitedAccount {
  name: string;
  displayName: string;
  email: string;
  roles: readonly string[];
  /** A grievance officer's desk as the accounts page names it; null for anyone else. */
  desk: string | null;
}

function invitedFacts(account: InvitedAccount): [string, string][] {
  return [
    ["Name for signing in", account.name],
    ["Roles", account.roles.map(roleLabel).join(", ")],
    ...(account.desk ? [["Grievance desk", account.desk] as [string, string]] : []),
  ];
}

/**
 * To the invited person, at the address the admin gave, and to nobody else: the link, which
 * the database keeps only as a hash, and what the back office will write to this address.
 */
export function staffInvitation(account: InvitedAccount, href: string, again: boolean): MailContent {
  const alerts = [
    "warnings when someone tries to sign in as you",
    ...(account.roles.includes("grievance_officer") ? ["the same day, each fraud report your desk sees"] : []),
    ...(account.roles.includes("admin") ? ["notices of every new account and every change of roles"] : []),
  ];
  return {
    subject: "Your invitation to the NASSCO back office",
    heading: again ? "Set up your sign-in again" : "Set up your back-office account",
    blocks: [
      {
        type: "paragraph",
        text: again
          ? `Hello ${account.displayName}. An administrator has set up your sign-in to the back office of the NASSCO website again: your old password, authenticator and recovery codes no longer work.`
          : `Hello ${account.displayName}. An administrator has made you an account in the back office of the NASSCO website.`,
      },
      { type: "facts", rows: invitedFacts(account) },
      {
        type: "paragraph",
        text: "Open this link within three days; it works once. You choose a password, then set up an authenticator app on your phone.",
      },
      { type: "button", label: "Set up your account", href },
      {
        type: "paragraph",
        text: `The back office writes to this address: ${alerts.join("; ")}. Once signed in, you can change it on the page Your e-mail address.`,
      },
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to the address an administrator gave for you, and to nobody else. If you did not expect it, do not open the link: tell the office, whose administrators have each been told of this invitation.",
      },
    ],
  };
}

/**
 * To every admin, when one invites a colleague or sets their sign-in up again: who, with which
 * roles, and the address the link went to, so that an account nobody agreed is seen at once.
 */
export function staffAccountNotice(admin: string, account: InvitedAccount, again: boolean, backOffice: string | null): MailContent {
  const subject = again ? `${admin} set up sign-in again for ${account.name}` : `${admin} invited ${account.name} to the back office`;
  return {
    subject,
    heading: subject,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Account", account.name],
          ["Full name", account.displayName],
          ...invitedFacts(account).slice(1),
          ["Invitation sent to", account.email],
          [again ? "Set up again by" : "Invited by", admin],
        ],
      },
      {
        type: "paragraph",
        text: "If this was not agreed, disable the account on the Accounts page: its invitation then stops working. The change is in the audit log under the administrator's name.",
      },
      ...(backOffice ? [{ type: "button" as const, label: "Open the Accounts page", href: `${backOffice}/staff/accounts` }] : []),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to every administrator with an e-mail address, for every new account and every new set-up.",
      },
    ],
  };
}

/** The invitation to its one address, and the notice to every admin (`admins`, from the database), in the invitation's transaction. */
export async function queueInvitation(
  tx: Prisma.TransactionClient,
  invitation: { admin: string; account: InvitedAccount; href: string; again: boolean; admins: readonly string[] },
): Promise<void> {
  const { admin, account, href, again, admins } = invitation;
  await queueMail(tx, "staff invitation", account.email, staffInvitation(account, href, again), AUTO_SUBMITTED);
  const notice = staffAccountNotice(admin, account, again, staffOrigin());
  for (const recipient of admins) await queueMail(tx, "staff account notice", recipient, notice, AUTO_SUBMITTED);
}
