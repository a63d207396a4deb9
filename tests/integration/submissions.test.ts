import { en } from "../../app/i18n/messages/en";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/** The newsletter form's words in English, as docs/product.md, "Messages", gives them. */
const newsletterMessages = en.newsletter;

/**
 * The forms and their JSON APIs over real HTTP: the production build in its
 * own process on a scratch database, as a proxy would reach it.
 */
let site: TestSite;
const visitor = () => site.visitor();
const postJson = (path: string, body: unknown, headers?: Record<string, string>) => site.postJson(path, body, headers);

const validRequest = (organizationName: string, emailAddress = "data@example.org") => ({
  organizationName,
  officeAddress: "Plot 5, Central Business District, Abuja",
  emailAddress,
  sector: "Research",
  criteria: { households: true, individuals: false, location: true },
  location: { state: "all states", lgas: "", wards: "", communities: "" },
  householdCriteria: ["Deciles 1 to 6", "", "", "", "", "", "", "", "", ""],
  individualCriteria: ["not ticked, so not stored"],
  requesterName: "Amina Yusuf",
  designation: "Research lead",
  date: "2026-11-20",
});

const count = (sql: string, params: unknown[] = []) => site.count(sql, params);

beforeAll(async () => {
  site = await startTestSite();
}, scaled(90_000));

afterAll(async () => site?.close());

describe("POST /api/subscribe", () => {
  it("50 concurrent posts of one address make one row, and every answer is the same success", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson("/api/subscribe", { email: i % 2 ? "Same.Person@Example.com" : " same.person@example.com " }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    // This site keeps mail as files (PRODUCTION_SETTINGS), so the one answer says no mail went out; the
    // product's own words, for a site that sends mail, are checked by the browser tests.
    expect(new Set(bodies.map((body) => body.message))).toEqual(new Set([newsletterMessages.successWithoutMail]));
    expect(await count("SELECT count(*) FROM newsletter_subscriber WHERE email = 'same.person@example.com'")).toBe(1);
  });

  it.each([
    ["malformed JSON", '{"email": "a@b.co"', 400],
    ["a JSON array", "[]", 400],
    ["a number for the address", { email: 42 }, 400],
    ["no address", {}, 400],
    ["not an address", { email: "not-an-address" }, 400],
    ["an address over 254 characters", { email: `${"a".repeat(250)}@example.com` }, 400],
  ])("%s gets a 4xx with an error and stores nothing", async (_name, body, status) => {
    const before = await count("SELECT count(*) FROM newsletter_subscriber");
    const answer = await postJson("/api/subscribe", body);
    expect(answer.status).toBe(status);
    expect((await answer.json()).error).toMatch(/\w/);
    expect(await count("SELECT count(*) FROM newsletter_subscriber")).toBe(before);
  });

  it("refuses the wrong content type and an oversized body", async () => {
    const wrongType = await fetch(`${site.app.baseUrl}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...visitor() },
      body: '{"email":"x@example.com"}',
    });
    expect(wrongType.status).toBe(415);
    const oversized = await postJson("/api/subscribe", { email: "big@example.com", padding: "x".repeat(70_000) });
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).error).toMatch(/too large/);
    expect(await count("SELECT count(*) FROM newsletter_subscriber WHERE email IN ('x@example.com', 'big@example.com')")).toBe(0);
  });

  it("refuses a filled honeypot, saying why, and stores nothing", async () => {
    const answer = await postJson("/api/subscribe", { email: "bot@example.com", website: "http://spam.example" });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(en.form.honeypotFilled);
    expect(await count("SELECT count(*) FROM newsletter_subscriber WHERE email = 'bot@example.com'")).toBe(0);
  });

  it("works behind a proxy: the public host and scheme come from X-Forwarded-Host and X-Forwarded-Proto", async () => {
    const answer = await postJson("/api/subscribe", { email: "proxied@example.com" }, { ...visitor(), Origin: "https://nassco.example" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(await count("SELECT count(*) FROM newsletter_subscriber WHERE email = 'proxied@example.com'")).toBe(1);
  });

  it("refuses a cross-site post", async () => {
    const answer = await postJson("/api/subscribe", { email: "csrf@example.com" }, { ...visitor(), Origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await count("SELECT count(*) FROM newsletter_subscriber WHERE email = 'csrf@example.com'")).toBe(0);
  });
});

describe("POST /api/data-access-request", () => {
  it("50 concurrent valid requests make 50 rows with 50 distinct, sequential references", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson("/api/data-access-request", validRequest(`Concurrent ${i}`, `concurrent${i}@example.org`)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const references: string[] = (await Promise.all(answers.map((answer) => answer.json()))).map((body) => body.reference);
    expect(new Set(references).size).toBe(50);
    for (const reference of references) expect(reference).toMatch(/^DAR-\d{4}-\d{6}$/);
    const { rows } = await site.db.query(
      "SELECT reference, household_criteria, individual_criteria, location_state FROM data_access_request WHERE organization_name LIKE 'Concurrent %' ORDER BY id",
    );
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.reference).sort()).toEqual([...references].sort());
    expect(rows[0]).toMatchObject({ household_criteria: ["Deciles 1 to 6"], individual_criteria: [], location_state: "all states" });
  });

  it.each([
    ["garbage JSON", "{{{", "form"],
    ["a missing organisation", { ...validRequest("x"), organizationName: "" }, "organizationName"],
    ["wrong types", { ...validRequest("x"), criteria: { households: "yes" } }, "criteria.households"],
    ["a criteria list that is not a list", { ...validRequest("x"), householdCriteria: "Deciles 1 to 6" }, "householdCriteria"],
    ["eleven criteria", { ...validRequest("x"), householdCriteria: Array(11).fill("x") }, "householdCriteria"],
    ["an over-long field", { ...validRequest("x"), sector: "s".repeat(121) }, "sector"],
    ["a bad e-mail address", { ...validRequest("x"), emailAddress: "nobody" }, "emailAddress"],
    ["an impossible date", { ...validRequest("x"), date: "2026-02-30" }, "date"],
  ])("%s gets a 400 naming the field, and no row", async (_name, body, field) => {
    const before = await count("SELECT count(*) FROM data_access_request");
    const answer = await postJson("/api/data-access-request", body);
    expect(answer.status).toBe(400);
    const payload = await answer.json();
    expect(payload.error).toMatch(/\w/);
    if (field !== "form") expect(Object.keys(payload.fieldErrors)).toContain(field);
    expect(await count("SELECT count(*) FROM data_access_request")).toBe(before);
  });

  it("neither asks for nor keeps a phone number on a production site that keeps its text messages as files", async () => {
    const form = await (await fetch(`${site.app.baseUrl}/nsr/data-access-request-form`)).text();
    expect(form).toContain('name="emailAddress"');
    expect(form).not.toContain('name="phone"');
    const answer = await postJson("/api/data-access-request", { ...validRequest("Phone Not Asked"), phone: "0803 123 4567" });
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    expect(await count("SELECT count(*) FROM data_access_request WHERE reference = $1 AND phone IS NULL", [reference])).toBe(1);
    expect(await count("SELECT count(*) FROM sms_outbox WHERE request_reference = $1", [reference])).toBe(0);
  });

  it("keeps nothing personal in the rate-limit table", async () => {
    const { rows } = await site.db.query("SELECT client_key FROM rate_limit_window");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
  });
});
