import type { Prisma } from "~/generated/prisma/client";
import type { ContactMessageInput } from "./schema.server";

/**
 * Stores a message. The site may insert these columns and read back the
 * reference alone (nassco_app has no other column of contact_message); a
 * reply address is stored only when the reader gave one.
 */
export async function saveContactMessage(message: ContactMessageInput, tx: Prisma.TransactionClient): Promise<string> {
  const { reference } = await tx.contactMessage.create({
    data: {
      kind: message.kind,
      page: message.page ?? null,
      message: message.message,
      name: message.name ?? null,
      replyTo: message.replyTo ?? null,
    },
    select: { reference: true },
  });
  return reference;
}
