import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_URL } from "./support/server";
import { inviteStaff, STAFF_PASSWORD, staffName, totpCode } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A grievance officer at a state office with w3m, 40 columns wide: the entry
 * form reads in order with its labels, a refusal says why, and a visit posted
 * from w3m is stored and answered with its reference.
 */
function w3m(pathname: string, options: { cookie: string; post?: Record<string, string> }): string {
  const args = ["-dump", "-cols", "40", "-header", `Cookie: ${options.cookie}`];
  if (options.post) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "w3m-")), "body");
    writeFileSync(file, new URLSearchParams(options.post).toString());
    args.push("-post", file, "-header", `Referer: ${E2E_STAFF_URL}${pathname}`);
  }
  return execFileSync("w3m", [...args, `${E2E_STAFF_URL}${pathname}`], { encoding: "utf8", timeout: scaled(30_000) }).replace(/\s+/g, " ");
}

test("a state desk's officer enters a visit from w3m", async ({ request }) => {
  const name = staffName("w3mgrv");
  const invitation = await inviteStaff(name, ["grievance_officer"]);
  await queryStaffDatabase("UPDATE staff_account SET desk_state = 'Kano' WHERE name = $1", [name]);
  let cookie = "";
  const post = async (pathname: string, form: Record<string, string>) => {
    const response = await request.post(`${E2E_STAFF_URL}${pathname}`, {
      form,
      headers: { Origin: E2E_STAFF_URL, Cookie: cookie },
      maxRedirects: 0,
    });
    const pair = response.headers()["set-cookie"]?.split(";")[0];
    if (pair?.startsWith("__Host-nassco_staff=") || pair?.startsWith("nassco_staff=")) cookie = pair;
    return response;
  };
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const setup = w3m("/staff/enrol/authenticator", { cookie });
  const secret = /Key for \S+: ([A-Z2-7 ]+?) \(/.exec(setup)![1]!.replace(/\s/g, "");
  await post("/staff/enrol/authenticator", { code: await totpCode(secret) });

  const form = w3m("/staff/grievances/new", { cookie });
  expect(form).toMatch(
    /Enter a grievance[\s\S]*How it came[\s\S]*A visit to a state office[\s\S]*The day it reached the office[\s\S]*What it is about[\s\S]*What happened[\s\S]*The state it happened in[\s\S]*Kano[\s\S]*Enter the grievance/,
  );
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await request.get(`${E2E_STAFF_URL}/staff/grievances/new`, { headers: { Cookie: cookie } })).text(),
  )![1]!;
  const visit = {
    csrf,
    channel: "walk-in",
    receivedOn: new Date(Date.now() + 3600_000).toISOString().slice(0, 10),
    category: "enrolment",
    description: "",
    state: "Kano",
    locale: "ha",
  };
  expect(w3m("/staff/grievances/new", { cookie, post: visit })).toMatch(
    /There is a problem[\s\S]*Write what happened, as the person told it/,
  );

  const said = `Visited the Kano office: not enrolled ${staffName("v")}`;
  w3m("/staff/grievances/new", { cookie, post: { ...visit, description: said } });
  const [stored] = await queryStaffDatabase<{ reference: string; channel: string; entered_by: string }>(
    "SELECT reference, channel, entered_by FROM grievance WHERE description = $1",
    [said],
  );
  expect(stored).toMatchObject({ channel: "walk-in", entered_by: name });
  expect(w3m(`/staff/grievances/new?entered=${stored!.reference}`, { cookie })).toMatch(
    new RegExp(`Entered: ${stored!.reference}[\\s\\S]*Open the case`),
  );
});
