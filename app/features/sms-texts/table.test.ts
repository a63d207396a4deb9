import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { smsTemplateTable } from "./table";

describe("docs/sms-templates.md", () => {
  it("is the table of the templates as they are now (npm run sms:templates writes it)", async () => {
    const file = path.resolve(import.meta.dirname, "../../../docs/sms-templates.md");
    expect(readFileSync(file, "utf8")).toBe(await smsTemplateTable());
  });
});
