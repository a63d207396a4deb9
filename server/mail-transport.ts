import { mkdirSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMessage } from "../app/models/mail-outbox.server";
import { writePrivateFile } from "./private-file";

/** Sends one message, or throws with what went wrong. */
export type MailTransport = (message: OutboxMessage, from: string) => Promise<void>;

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
 * With SMTP_URL, through that server. Without it, nodemailer builds the same
 * MIME message and it is written to `dir` as an .eml file, one per message,
 * which any mail program opens.
 */
export function createMailTransport(smtpUrl: string | undefined, dir: string): MailTransport {
  if (smtpUrl) {
    // A dead server is found out in seconds, and the sender moves on to its next attempt.
    const smtp = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return async (message, from) => {
      await smtp.sendMail(mailOptions(message, from));
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message, from) => {
    const info = await stream.sendMail(mailOptions(message, from));
    mkdirSync(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^\w.-]/g, "")}.eml`;
    writePrivateFile(path.join(dir, name), info.message as Buffer);
  };
}
