/** `npm run sms:templates`: what it does is its --help, below. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { smsTemplateTable } from "../app/features/sms-texts/table";
import { readArguments } from "./cli";

readArguments({
  name: "sms:templates",
  usage: "",
  about: `
Writes docs/sms-templates.md: every text message the site sends, in every
language, with its alphabet and the length of its longest filling (decision
0071). Run it after changing a message's words; a unit test fails until you do.`,
});

const file = path.resolve(import.meta.dirname, "../docs/sms-templates.md");
writeFileSync(file, await smsTemplateTable());
console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
