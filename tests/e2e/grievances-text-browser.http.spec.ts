import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import { format } from "../../app/i18n/format";
import { queryE2eDatabase } from "./support/database";
import { E2E_BASE_URL } from "./support/server";
import { scaled } from "../support/time-scale";

/** The grievance form and its status page in w3m, 40 columns wide: no CSS, no script. */
const dump = (path: string) =>
  execFileSync("w3m", ["-dump", "-cols", "40", `${E2E_BASE_URL}${path}`], { encoding: "utf8", timeout: scaled(30_000) });

/** w3m wraps at 40 columns: compare words, not lines. */
const flat = (text: string) => text.replace(/\s+/g, " ");

test("/grievances/new reads in w3m: the title near the top, each label, each category as a radio, the states as a select", () => {
  const text = dump("/grievances/new?category=fraud");
  const lines = text.split("\n").map((line) => line.trim());
  expect(lines.findIndex((line) => line === en.grievanceForm.title)).toBeLessThan(40);
  expect(flat(text)).toContain(flat(en.grievanceForm.anonymous));
  expect(lines).toContain(`${en.grievanceForm.stateLabel} *`);
  for (const label of [en.grievanceForm.nameLabel, en.grievanceForm.phoneLabel, en.grievanceForm.emailLabel]) {
    expect(lines, label).toContain(label);
  }
  expect(text).toContain(`${en.grievanceForm.descriptionLabel} *`);
  // The preselected category is marked, the others not.
  expect(text).toContain(`(*)${en.grievances.categoryFraud}`);
  expect(text).toContain(`( )${en.grievances.categoryPaymentNotReceived}`);
  expect(text).toMatch(/\[Choose a state *\]/);
  expect(text).toContain(en.grievanceForm.submit);
});

test("the Hausa form and the status page read in w3m, in their words", () => {
  const hausa = dump("/ha/grievances/new");
  expect(flat(hausa)).toContain(flat(ha.grievanceForm.anonymous));
  expect(hausa).toContain(`( )${ha.grievances.categoryFraud}`);
  // The honeypot shows in a text browser: its label tells a Hausa reader, in Hausa, to leave it empty.
  expect(flat(hausa)).toContain(flat(ha.form.honeypotLabel));
  expect(flat(hausa)).not.toContain(flat(en.form.honeypotLabel));
  const status = dump("/grievances/status");
  const lines = status.split("\n").map((line) => line.trim());
  expect(lines.findIndex((line) => line === en.grievanceForm.statusTitle)).toBeLessThan(40);
  expect(lines).toContain(en.grievanceForm.referenceLabel);
  expect(lines).toContain(en.grievanceForm.codeLabel);
  expect(status).toContain(en.grievanceForm.check);
});

test('a "Was it fixed?" link\'s page reads in w3m: the question, the report, and two buttons apart', async () => {
  // A resolved case whose mail link carries this secret (grievance_fix_ask makes one as the mail is queued).
  const token = randomBytes(32).toString("base64url");
  const [{ reference }] = (await queryE2eDatabase<{ reference: string }>(
    `INSERT INTO grievance (category, description, state, channel, status, resolution, resolved_at, fix_token_sha256)
     VALUES ('wrong-amount', 'A test case for w3m', 'Kano', 'web', 'resolved', 'paid', now(), sha256(convert_to($1, 'UTF8')))
     RETURNING reference`,
    [token],
  )) as [{ reference: string }];
  const text = flat(dump(`/grievances/fixed?token=${token}&answer=no`));
  expect(text).toContain(flat(format(en.wasItFixed.linkAsk, { reference })));
  // Two buttons a text browser shows apart, the link's own answer first.
  expect(text).toContain(`${en.wasItFixed.no} ${en.wasItFixed.yes}`);
});
