import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { scaled } from "../support/time-scale";

/** The contact page and the feedback question in w3m, 40 columns wide: no CSS, no script. */
const dump = (path: string) =>
  execFileSync("w3m", ["-dump", "-cols", "40", `${E2E_BASE_URL}${path}`], { encoding: "utf8", timeout: scaled(30_000) });

test("/contact reads in w3m: the details, the form's labels and the state offices, each on its own line", () => {
  const text = dump("/contact");
  const lines = text.split("\n").map((line) => line.trim());
  expect(lines.findIndex((line) => line === "Contact us")).toBeLessThan(40);
  for (const words of ["Head office", "Toll-free line", "969", "Office hours", "9am-5pm Monday to Friday", "State offices"]) {
    expect(text, words).toContain(words);
  }
  for (const label of ["Your name (optional)", "Your e-mail address (optional)", "Send message"]) expect(lines, label).toContain(label);
  expect(text).toContain("Your message *");
  expect(text).toMatch(/\( \) ?A problem with a page of this/);
  expect(text).toMatch(/\( \) ?A question for the office/);
});

test("a content page's question reads in w3m, its answers apart", () => {
  const text = dump("/who-we-are/about-us");
  expect(text).toContain("Was this page useful?");
  const lines = text.split("\n").map((line) => line.trim());
  expect(lines).toContain("( )Yes");
  expect(lines).toContain("( )No");
  expect(lines).toContain("Send feedback");
});
