/**
 * The end-to-end servers' mail relay: a real SMTP server (smtp-server) that
 * delivers every message it accepts as an .eml file in E2E_MAIL_DIR, named so
 * that names sort by arrival. The servers run in production with SMTP_URL
 * pointing here, as a deployment would, so pages say what they say when mail
 * really goes out. Playwright starts it before them (playwright.config.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./server";

rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });
let delivered = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      delivered += 1;
      const name = `${String(Date.now()).padStart(15, "0")}-${String(delivered).padStart(6, "0")}.eml`;
      writeFileSync(path.join(E2E_MAIL_DIR, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(E2E_SMTP_PORT, "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
