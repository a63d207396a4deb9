import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_SITE_URL } from "./server";
import { scaled } from "../../support/time-scale";

/** The newest message to `address` (whose subject `matches`), waiting for the sender to write it. */
export async function mailTo(address: string, matches: (subject: string) => boolean = () => true): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = readdirSync(E2E_MAIL_DIR, { withFileTypes: true }).filter((entry) => entry.name.endsWith(".eml"));
        for (const { name } of names.sort((a, b) => (a.name < b.name ? 1 : -1))) {
          const mail = await simpleParser(readFileSync(path.join(E2E_MAIL_DIR, name)));
          if (mail.to && "text" in mail.to && mail.to.text === address && matches(mail.subject ?? "")) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: scaled(20_000) },
    )
    .toBe(true);
  return found!;
}

/** The address after "<label>:" in the message's text part, on a test server (the first, unless named) rather than SITE_URL. */
export function linkIn(mail: ParsedMail, label: string, base = E2E_BASE_URL): string {
  const href = new RegExp(`${label}:\\n(\\S+)`).exec(mail.text ?? "")?.[1];
  if (!href) throw new Error(`No "${label}" link in the message`);
  expect(href.startsWith(`${E2E_SITE_URL}/`), href).toBe(true);
  return base + href.slice(E2E_SITE_URL.length);
}
