import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMail } from "~/features/mail/render.server";
import { mailSamples } from "./samples";

describe("docs/mail", () => {
  it("holds each message as the code renders it (npm run mail:samples rewrites them)", () => {
    for (const [name, content] of Object.entries(mailSamples)) {
      const { subject, text, html } = renderMail(content);
      expect(readFileSync(`docs/mail/${name}.txt`, "utf8"), name).toBe(`Subject: ${subject}\n\n${text}`);
      expect(readFileSync(`docs/mail/${name}.html`, "utf8"), name).toBe(`${html}\n`);
    }
  });

  it("gives every message a text part that says what its HTML says, and absolute links", () => {
    for (const [name, content] of Object.entries(mailSamples)) {
      const { text, html } = renderMail(content);
      expect(html, name).toContain(`<h1 style=`);
      expect(text.startsWith(content.heading), name).toBe(true);
      for (const href of html.matchAll(/href="([^"]+)"/g)) {
        expect(href[1], name).toMatch(/^https:\/\//);
        expect(text, name).toContain(href[1]!.replace(/&amp;/g, "&"));
      }
    }
  });
});
