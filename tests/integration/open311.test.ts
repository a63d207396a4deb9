import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The partners' grievance API (docs/open311.md): an admin adds partners on
 * /staff/partners, each posts cases as Open311 requests and reads only its
 * own, every call is audited in its name, and every refusal is Open311's
 * error list with its HTTP status.
 */
let site: TestSite;
let staffBase: string;
let admin: { name: string; browser: StaffBrowser };
let ngo: string;
let callCentre: string;
const PARTNER_LIMIT = 12;
const ADDRESS_LIMIT = 8;

/** Adds a partner through the admin's page and returns the key the page shows once. */
async function addPartner(name: string): Promise<string> {
  await admin.browser.get("/staff/partners");
  const page = await admin.browser.post("/staff/partners", {
    csrf: admin.browser.csrf!,
    intent: "add",
    name,
    contactEmail: "Grievances@Partner.example",
  });
  expect(page.status).toBe(200);
  const key = /class="staff-secret">(nsr_grv_[\w-]+)</.exec(page.text)?.[1];
  expect(key, "the page shows the new key").toBeDefined();
  return key!;
}

const api = (path: string) => `${site.app.baseUrl}${path}`;
const auth = (key: string) => ({ Authorization: `Bearer ${key}`, ...site.visitor() });
const getJson = async (path: string, headers: Record<string, string>) => {
  const answer = await fetch(api(path), { headers });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>[], headers: answer.headers };
};
const post = async (key: string | null, fields: Record<string, string>, asJson = false) => {
  const headers = { ...site.visitor(), ...(asJson ? { "Content-Type": "application/json" } : {}) };
  const withKey = key ? { api_key: key, ...fields } : fields;
  const answer = asJson
    ? await fetch(api("/open311/v2/requests.json"), { method: "POST", headers, body: JSON.stringify(withKey) })
    : await site.postForm("/open311/v2/requests.json", Object.entries(withKey), headers);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>[] };
};
const cases = () => site.count("SELECT count(*) FROM grievance");

const REPORT = {
  service_code: "payment-not-received",
  description: "The March payment did not come; the agent said the list was closed.",
  state: "kano",
  lga: "KANO MUNICIPAL",
  first_name: "Amina",
  last_name: "Bello",
  phone: "+234 803 000 0000",
  may_contact: "true",
  locale: "ha",
};

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite({
    RATE_LIMIT_OPEN311_PER_PARTNER: `${PARTNER_LIMIT}/3600`,
    RATE_LIMIT_OPEN311: `${ADDRESS_LIMIT}/3600`,
  }));
  admin = await signedInStaff(site, staffBase, ["admin"]);
  ngo = await addPartner("Example Relief NGO");
  callCentre = await addPartner("Example Call Centre");
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("Open311 for partners", () => {
  it("keeps only the key's hash, and lists partners for admins only", async () => {
    expect(await site.count("SELECT count(*) FROM grievance_partner WHERE contact_email = 'grievances@partner.example'")).toBe(2);
    expect(await site.count("SELECT count(*) FROM grievance_partner WHERE key_sha256 = sha256(convert_to($1, 'UTF8'))", [ngo])).toBe(1);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'grievance partner added' AND actor = $1", [admin.name])).toBe(
      2,
    );
    const page = await admin.browser.get("/staff/partners");
    expect(page.text).toContain("Example Relief NGO");
    expect(page.text, "the key is shown only once").not.toContain(ngo);
    const officer = await signedInStaff(site, staffBase, ["grievance_officer"]);
    expect((await officer.browser.get("/staff/partners")).status).toBe(403);
    // The site's own login cannot read the table, nor call the admin's functions.
    const app = new (await import("pg")).default.Client({ connectionString: site.appDatabaseUrl });
    await app.connect();
    await expect(app.query("SELECT * FROM grievance_partner")).rejects.toThrow(/permission denied/);
    await expect(app.query("SELECT * FROM staff_partners('\\x00'::bytea)")).rejects.toThrow(/permission denied/);
    await app.end();
  });

  it("lists the categories as services, cacheably", async () => {
    const answer = await fetch(api("/open311/v2/services.json"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toContain("public");
    const services = (await answer.json()) as Record<string, unknown>[];
    expect(services).toContainEqual(
      expect.objectContaining({ service_code: "fraud", metadata: false, type: "realtime", group: "grievances" }),
    );
    expect(services.find((service) => service.service_code === "payment-not-received")?.service_name).toBe("Payment not received");
  });

  it("takes a case as a form and as JSON, stored with channel partner", async () => {
    const form = await post(ngo, REPORT);
    expect(form.status).toBe(200);
    const [receipt] = form.body;
    expect(receipt).toMatchObject({ account_id: null });
    expect(receipt!.service_request_id).toMatch(/^GRV-\d{4}-\d{6,}$/);
    expect(receipt!.expected_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+01:00$/);
    const { rows } = await site.db.query("SELECT * FROM grievance WHERE reference = $1", [receipt!.service_request_id]);
    expect(rows[0]).toMatchObject({
      channel: "partner",
      partner: "Example Relief NGO",
      state: "Kano",
      lga: "Kano Municipal",
      contact_name: "Amina Bello",
      phone: "+2348030000000",
      may_contact: true,
      locale: "ha",
    });
    const json = await post(
      callCentre,
      { service_code: "fraud", description: "A caller asked for N5,000 to register.", state: "Lagos" },
      true,
    );
    expect(json.status).toBe(200);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'grievance received' AND actor = 'partner:Example Call Centre' AND subject = $1",
        [json.body[0]!.service_request_id],
      ),
    ).toBe(1);
  });

  it("shows a partner its own case with the latest public reply, never a note, and to nobody else", async () => {
    const [receipt] = (await post(ngo, { ...REPORT, received_at: new Date(Date.now() - 86_400_000).toISOString() })).body;
    const reference = receipt!.service_request_id as string;
    const { rows } = await site.db.query("SELECT id FROM grievance WHERE reference = $1", [reference]);
    await site.db.query(
      `INSERT INTO grievance_event (grievance, kind, body, written_by, written_at) VALUES
         ($1, 'reply', 'We have asked the payment agent.', 'officer', now() - interval '1 minute'),
         ($1, 'reply', 'The payment is on its way.', 'officer', now()),
         ($1, 'note', 'Internal: the agent is under review.', 'officer', now() + interval '1 minute')`,
      [rows[0].id],
    );
    const one = await getJson(`/open311/v2/requests/${reference}.json`, auth(ngo));
    expect(one.status).toBe(200);
    expect(one.body).toEqual([
      expect.objectContaining({
        service_request_id: reference,
        status: "open",
        status_detail: "received",
        status_notes: "The payment is on its way.",
        service_code: "payment-not-received",
        agency_responsible: "NASSCO",
      }),
    ]);
    expect(JSON.stringify(one.body)).not.toMatch(/Internal|Amina|2348030000000/);
    const listed = await getJson(`/open311/v2/requests.json?service_request_id=${reference}&api_key=${ngo}`, site.visitor());
    expect(listed.body.map((item) => item.service_request_id)).toEqual([reference]);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'grievance status read' AND actor = 'partner:Example Relief NGO' AND subject = $1",
        [reference],
      ),
    ).toBe(2);
    // Another partner: the same 404 as for a case that does not exist.
    const other = await getJson(`/open311/v2/requests/${reference}.json`, auth(callCentre));
    expect(other.status).toBe(404);
    expect(other.body[0]).toMatchObject({ code: 404 });
    expect((await getJson(`/open311/v2/requests.json?service_request_id=${reference}`, auth(callCentre))).body).toEqual([]);
    // The list: only the partner's own, newest first, and closed ones by status.
    const all = await getJson("/open311/v2/requests.json", auth(ngo));
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    const times = all.body.map((item) => Date.parse(item.requested_datetime as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await getJson("/open311/v2/requests.json?status=closed", auth(ngo))).body).toEqual([]);
  });

  it("refuses a missing, wrong or disabled key, and bad fields, storing nothing", async () => {
    const before = await cases();
    const missing = await post(null, REPORT);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual([{ code: 401, description: expect.any(String) }]);
    expect((await post("nsr_grv_not-a-key", REPORT)).status).toBe(403);
    const bad = await post(ngo, { ...REPORT, service_code: "potholes", state: "Atlantis", received_at: "2099-01-01T00:00:00Z" });
    expect(bad.status).toBe(400);
    expect(bad.body.length).toBeGreaterThanOrEqual(2);
    expect((await post(ngo, { ...REPORT, lga: "Ikeja" })).status, "an LGA of another state").toBe(400);
    expect((await post(ngo, { ...REPORT, may_contact: "true", phone: "" })).status).toBe(400);
    const wrongType = await fetch(api("/open311/v2/requests.json"), {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...site.visitor() },
      body: "x",
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual([{ code: 415, description: expect.any(String) }]);
    const huge = await post(ngo, { ...REPORT, description: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await cases()).toBe(before);

    const key = await addPartner("Example Former Partner");
    expect((await post(key, REPORT)).status).toBe(200);
    const id = (await site.db.query("SELECT id FROM grievance_partner WHERE name = 'Example Former Partner'")).rows[0].id as number;
    await admin.browser.get("/staff/partners");
    const disabled = await admin.browser.post("/staff/partners", { csrf: admin.browser.csrf!, intent: "disable", partner: String(id) });
    expect(disabled.status).toBe(303);
    const refused = await post(key, REPORT);
    expect(refused.status).toBe(403);
    expect(refused.body[0]!.description).toMatch(/disabled/);
    expect((await getJson("/open311/v2/requests.json", auth(key))).status).toBe(403);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'grievance partner disabled' AND subject = 'partner:Example Former Partner'",
      ),
    ).toBe(1);
    // Disabling it again, or a partner no integer can hold: an answer on the page, not a "Done" or a 500.
    await admin.browser.get("/staff/partners");
    const again = await admin.browser.post("/staff/partners", { csrf: admin.browser.csrf!, intent: "disable", partner: String(id) });
    expect(again.status).toBe(404);
    expect(again.text).toContain("There is no such partner, or it is already disabled.");
    expect(again.text).not.toContain("Done:");
    await admin.browser.get("/staff/partners");
    const tooBig = await admin.browser.post("/staff/partners", { csrf: admin.browser.csrf!, intent: "disable", partner: "4294967296" });
    expect(tooBig.status).toBe(400);
    expect(tooBig.text).toContain("Choose a partner from the list to disable.");
  });

  it("counts refused calls too: a run of wrong keys, or of bad fields, meets the limits", async () => {
    const from = site.visitor();
    const statuses: number[] = [];
    for (let call = 0; call <= ADDRESS_LIMIT; call += 1)
      statuses.push(
        (await site.postForm("/open311/v2/requests.json", Object.entries({ api_key: "nsr_grv_guess", ...REPORT }), from)).status,
      );
    expect(statuses.slice(0, ADDRESS_LIMIT).every((status) => status === 403)).toBe(true);
    expect(statuses[ADDRESS_LIMIT]).toBe(429);
    // The same key's calls from ever new addresses: each refused for its fields, and counted for the key.
    const key = await addPartner("Example Careless Partner");
    const refused: number[] = [];
    for (let call = 0; call <= PARTNER_LIMIT; call += 1) refused.push((await post(key, { ...REPORT, state: "Atlantis" })).status);
    expect(refused.slice(0, PARTNER_LIMIT).every((status) => status === 400)).toBe(true);
    expect(refused[PARTNER_LIMIT]).toBe(429);
  });

  it("answers a POST where only GET is taken with Open311's errors, not an HTML page", async () => {
    const postTo = (path: string) => site.postForm(path, [["service_code", "other"]]);
    for (const path of ["/open311/v2/services.json", "/open311/v2/requests/GRV-2026-000001.json"]) {
      const answer = await postTo(path);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET");
      expect(await answer.json()).toEqual([{ code: 405, description: "Use GET." }]);
    }
    const nowhere = await postTo("/open311/v2/nothing-here.json");
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual([{ code: 404, description: expect.stringContaining("nothing at this address") }]);
  });

  it("limits the calls from one address, whichever partners make them, and stores nothing past it", async () => {
    const keys = [await addPartner("Example State Office"), await addPartner("Example Field Office")];
    const from = { "X-Forwarded-For": "203.0.113.77", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "nassco.example" };
    for (let call = 0; call < ADDRESS_LIMIT; call += 1) {
      const key = keys[call % 2]!;
      expect((await getJson("/open311/v2/requests.json", { Authorization: `Bearer ${key}`, ...from })).status).toBe(200);
    }
    const before = await cases();
    const answer = await site.postForm("/open311/v2/requests.json", Object.entries({ api_key: keys[0]!, ...REPORT }), from);
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual([{ code: 429, description: expect.any(String) }]);
    expect(await cases()).toBe(before);
  });

  it("limits each partner's calls", async () => {
    const key = await addPartner("Example Busy Partner");
    const statuses: number[] = [];
    for (let call = 0; call <= PARTNER_LIMIT; call += 1) statuses.push((await getJson("/open311/v2/requests.json", auth(key))).status);
    expect(statuses.slice(0, PARTNER_LIMIT).every((status) => status === 200)).toBe(true);
    const last = await getJson("/open311/v2/requests.json", auth(key));
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(last.body[0]).toMatchObject({ code: 429 });
  });
});
