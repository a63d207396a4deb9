import { mkdirSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import { writePrivateFile } from "~/utils/private-file.server";

export interface MailTransport {
  /** Sends one message; resolves once the server has accepted it, or throws with what went wrong. */
  send(message: OutboxMessage, from: string): Promise<void>;
  /** How many messages it sends at once. */
  concurrency: number;
  /** Closes the pooled connections. */
  close(): void;
}

/** Connections each instance keeps open to the mail server for what people are waiting for, and so messages sent at once. */
export const SMTP_POOL_SIZE = 5;
/** Connections for newsletters, apart from those: bulk mail never waits for, or holds up, the others. */
export const BULK_POOL_SIZE = 2;

function mailOptions(message: OutboxMessage, from: string) {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
  };
}

/**
 * With SMTP_URL, through that server, over a few connections kept open (a
 * burst of mail is not one TLS handshake and login per message). Without it,
 * nodemailer builds the same MIME message and it is written to `dir` as an
 * .eml file, one per message, which any mail program opens.
 */
export function createMailTransport(smtpUrl: string | undefined, dir: string, connections = SMTP_POOL_SIZE): MailTransport {
  if (smtpUrl) {
    // A dead server is found out in seconds, and the sender moves on to its next attempt. mail_claim()
    // holds a message for two minutes, well over the longest these allow one message to take.
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: connections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message, from) {
        await smtp.sendMail(mailOptions(message, from));
      },
      concurrency: connections,
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, from) {
      const info = await stream.sendMail(mailOptions(message, from));
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^\w.-]/g, "")}.eml`;
      writePrivateFile(path.join(dir, name), info.message as Buffer);
    },
    concurrency: connections,
    close: () => undefined,
  };
}
