// Writes docs/sms-templates.md: every text message in every language, with its alphabet and the
// length of its longest filling (app/features/sms/template-table.ts). Run after changing a template:
//
//   npm run sms:templates
import { writeFileSync } from "node:fs";
import path from "node:path";
import { smsTemplateTable } from "../app/features/sms/template-table";

const file = path.resolve(import.meta.dirname, "../docs/sms-templates.md");
writeFileSync(file, await smsTemplateTable());
console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
