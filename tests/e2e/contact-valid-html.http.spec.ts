import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import vnuJar from "vnu-jar";
import { scaled } from "../support/time-scale";

/**
 * The contact page, its receipt and the feedback pages pass the Nu HTML
 * Checker in every state a reader can put them in (the pages of the tree,
 * with the question at their foot, are checked by valid-html.http.spec.ts).
 */
const FEEDBACK = `/page-feedback?page=${encodeURIComponent("/who-we-are/about-us")}`;
/** The same, asked from the page in Hausa. */
const HAUSA_FEEDBACK = `/ha${FEEDBACK}`;
const VISITOR = { "X-Forwarded-For": "192.0.2.36" };

test("the Nu HTML Checker finds no error on the contact and feedback pages, empty, refused or thanked", async ({ request }) => {
  test.setTimeout(scaled(120_000));
  const pages: [string, Buffer][] = [];
  for (const page of ["/contact", "/contact?page=%2Fnsr", "/contact/sent", FEEDBACK, HAUSA_FEEDBACK]) {
    pages.push([page, await (await request.get(page)).body()]);
  }
  const refused = await request.post("/contact", { form: { kind: "question", message: "", replyTo: "nope" }, headers: VISITOR });
  expect(refused.status()).toBe(400);
  pages.push(["/contact (refused)", await refused.body()]);
  const unanswered = await request.post(FEEDBACK, { form: { comment: "No answer chosen" }, headers: VISITOR });
  expect(unanswered.status()).toBe(400);
  pages.push([`${FEEDBACK} (refused)`, await unanswered.body()]);
  const unansweredInHausa = await request.post(HAUSA_FEEDBACK, { form: { comment: "Ba a zaɓi amsa ba" }, headers: VISITOR });
  expect(unansweredInHausa.status()).toBe(400);
  pages.push([`${HAUSA_FEEDBACK} (refused)`, await unansweredInHausa.body()]);
  const sent = await request.post("/contact", {
    form: { kind: "question", message: "Is the office open on Saturdays?" },
    headers: VISITOR,
  });
  expect(sent.url()).toMatch(/\/contact\/sent/);
  pages.push(["/contact/sent (with a receipt)", await sent.body()]);

  const dir = mkdtempSync(path.join(tmpdir(), "vnu-contact-"));
  try {
    const files = new Map<string, string>();
    for (const [index, [page, body]] of pages.entries()) {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, body);
      files.set(`file:${file}`, page);
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stderr || stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
