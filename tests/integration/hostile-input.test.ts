import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";

/**
 * A table-driven fuzz of every action and API: whatever arrives, the answer is
 * a clear 4xx (or the page itself for GETs), never a 500, and nothing invalid
 * is stored. Rate limits are lifted so every post reaches validation.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite(3161, { RATE_LIMIT_SUBSCRIBE: "100000/60", RATE_LIMIT_DATA_ACCESS_REQUEST: "100000/60" });
}, 90_000);
afterAll(async () => site?.close());

/** Small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const nasty = [
  "",
  " ",
  "'; DROP TABLE data_access_request; --",
  '<script>alert(1)</script>"><img src=x onerror=alert(1)>',
  "\u0000\u0001\u0007\u001b[31m",
  "\u202e\u200b\ufeff",
  "Zalgo: Z̷̢͉̆a̶͎̽l̸̰̔g̵̗͝o̴̘͠",
  "😀".repeat(300),
  "a".repeat(10_000),
  "%00%0d%0a",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "\\\\server\\share",
  "null",
  "@example.com",
];

function randomString(next: () => number): string {
  const length = Math.floor(next() * 400);
  return Array.from({ length }, () => String.fromCodePoint(Math.floor(next() * 0x2fff))).join("");
}

const values = (next: () => number): unknown[] => [
  ...nasty,
  randomString(next),
  42,
  -1,
  1e308,
  true,
  null,
  [],
  ["a", "b"],
  {},
  { nested: { deeper: "x" } },
];

describe("hostile input", () => {
  it("never gets a 500 from the JSON APIs, and stores nothing invalid", async () => {
    const next = random(11);
    const statuses = new Set<number>();
    for (const value of values(next)) {
      for (const body of [
        { email: value },
        { organizationName: value, officeAddress: value, sector: value, emailAddress: value },
        { organizationName: "Fuzz Org", officeAddress: "Fuzz address", sector: "Fuzz", criteria: value, location: value, householdCriteria: value, date: value },
        { organizationName: "Fuzz Org", officeAddress: "Fuzz address", sector: "Fuzz", criteria: { households: value }, householdCriteria: [value, value] },
      ]) {
        for (const path of ["/api/subscribe", "/api/data-access-request"]) {
          const answer = await site.postJson(path, body);
          statuses.add(answer.status);
          expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
          if (answer.status >= 400) expect(typeof (await answer.json()).error).toBe("string");
        }
      }
    }
    expect([...statuses].some((status) => status >= 400 && status < 500)).toBe(true);
  });

  it("answers broken JSON, wrong types, duplicated keys and huge bodies with a 4xx", async () => {
    const cases: [string, string, Record<string, string>][] = [
      ["broken JSON", '{"email": "a@b.co",', {}],
      ["not an object", '"just a string"', {}],
      ["duplicated keys", '{"email": "first@example.com", "email": ["second"]}', {}],
      ["wrong content type", '{"email":"x@example.com"}', { "Content-Type": "text/plain" }],
      ["huge body", JSON.stringify({ email: "x".repeat(200_000) }), {}],
      ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`, {}],
    ];
    for (const [name, body, headers] of cases) {
      for (const path of ["/api/subscribe", "/api/data-access-request"]) {
        const answer = await fetch(site.app.baseUrl + path, { method: "POST", headers: { "Content-Type": "application/json", ...site.visitor(), ...headers }, body });
        expect(answer.status, `${name} → ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${name} → ${path}`).toBeLessThan(500);
      }
    }
  });

  it("keeps the HTML forms to 4xx pages with the entries, for random and repeated fields", async () => {
    const next = random(7);
    for (let round = 0; round < 25; round++) {
      const junk = () => (next() < 0.5 ? nasty[Math.floor(next() * nasty.length)]! : randomString(next));
      const fields: [string, string][] = [
        ["organizationName", round % 3 === 0 ? "" : junk()],
        ["organizationName", junk()],
        ["emailAddress", junk()],
        ["criteria.location", junk()],
        ["householdCriteria[99]", junk()],
        ["date", junk()],
        ["__proto__", junk()],
      ];
      const form = await site.postForm("/nsr/data-access-request-form", fields);
      expect(form.status, `round ${round}`).toBeGreaterThanOrEqual(400);
      expect(form.status, `round ${round}`).toBeLessThan(500);
      const home = await site.postForm("/?index", [["email", junk()], ["email", junk()]]);
      expect([400, 413]).toContain(home.status);
    }
  });

  it("serves pages for hostile query strings without a 500", async () => {
    const next = random(3);
    const paths = ["/search?query=", "/api/search?query=", "/where-we-work/nsr-summary-by-lga?q=", "/resource-hub/news?page=", "/resource-hub/photo-gallery?category=", "/resource-hub/photo-gallery/"];
    for (const value of [...nasty.slice(0, 12), randomString(next), randomString(next)]) {
      for (const path of paths) {
        const answer = await fetch(site.app.baseUrl + path + encodeURIComponent(value), { redirect: "manual" });
        expect(answer.status, `${path}${value.slice(0, 30)}`).toBeLessThan(500);
      }
    }
  });

  it("accepts a valid request with control characters in it, stored without them", async () => {
    const answer = await site.postJson("/api/data-access-request", { organizationName: "Fuzz\u0000 Org\u0007", officeAddress: "Fuzz address", sector: "Fuzz" });
    expect(answer.status).toBe(201);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE organization_name = 'Fuzz Org'")).toBe(1);
  });

  it("stored only valid rows through all of it", async () => {
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email !~ '^[^@\\s]+@[^@\\s]+$' OR email <> lower(email)")).toBe(0);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE organization_name <> 'Fuzz Org'")).toBe(0);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE (NOT wants_households AND cardinality(household_criteria) > 0)")).toBe(0);
  });
});
