/** `npm run mail:samples`: what it does is its --help, below. */
import { mkdirSync, writeFileSync } from "node:fs";
import { mailSamples } from "./mail-samples/samples";
import { renderMail } from "../app/features/mail/render.server";
import { readArguments } from "./cli";

readArguments({
  name: "mail:samples",
  usage: "",
  about: `
Writes one of each message the site sends, as text and as HTML, to
docs/mail/, so staff and reviewers can read them without sending anything.`,
});

const MAIL_SAMPLES_DIR = "docs/mail";

mkdirSync(MAIL_SAMPLES_DIR, { recursive: true });
for (const [name, content] of Object.entries(mailSamples)) {
  const { subject, text, html } = renderMail(content);
  writeFileSync(`${MAIL_SAMPLES_DIR}/${name}.txt`, `Subject: ${subject}\n\n${text}`);
  writeFileSync(`${MAIL_SAMPLES_DIR}/${name}.html`, `${html}\n`);
}
console.log(`Wrote ${Object.keys(mailSamples).length} samples to ${MAIL_SAMPLES_DIR}/.`);
