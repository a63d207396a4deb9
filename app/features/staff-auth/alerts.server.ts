import type { Prisma } from "~/generated/prisma/client";
import { AUTO_SUBMITTED, queueMail } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import { staffOrigin } from "~/utils/env.server";

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

/** To every administrator, when one changes another's roles: who, whose, from what to what. */
export function staffRolesChanged(
  admin: string,
  name: string,
  before: readonly string[],
  after: readonly string[],
  backOffice: string | null,
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
  change: { admin: string; name: string; before: readonly string[]; after: readonly string[] },
): Promise<void> {
  const content = staffRolesChanged(change.admin, change.name, change.before, change.after, staffOrigin());
  for (const recipient of to) await queueMail(tx, "staff roles changed", recipient, content, AUTO_SUBMITTED);
}
