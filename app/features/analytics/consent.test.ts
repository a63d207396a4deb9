import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CONSENT_BANNER_ID, consentScript } from "./consent";

/**
 * The banner's script, run as a browser runs it, against a page of stand-ins: just the elements and
 * properties it touches. The real browser's run is tests/e2e/consent.consent.spec.ts.
 */
interface Reader {
  cookie?: string;
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
  saveData?: boolean;
  /** What the fetch of the answer does: sets the cookie, or fails. */
  fetch?: "sets" | "fails";
}

function run(reader: Reader = {}) {
  const added: { src?: string; async?: boolean }[] = [];
  const posted: { url: string; body: string }[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const appended: { name: string; value: string }[] = [];
  let submitted = 0;
  const form = {
    action: "/analytics-consent",
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    appendChild: (field: { name: string; value: string }) => appended.push(field),
    submit: () => (submitted += 1),
  };
  const banner = {
    hidden: true,
    getAttribute: (name: string) => (name === "data-measurement-id" ? "G-TEST0071" : null),
    querySelector: (selector: string) => (selector === "form" ? form : null),
  };
  const document = {
    cookie: reader.cookie ?? "",
    getElementById: (id: string) => (id === CONSENT_BANNER_ID ? banner : null),
    createElement: () => ({}),
    head: { appendChild: (element: { src?: string }) => added.push(element) },
  };
  const context = createContext({
    document,
    navigator: {
      doNotTrack: reader.doNotTrack ?? null,
      globalPrivacyControl: reader.globalPrivacyControl ?? false,
      connection: { saveData: reader.saveData ?? false },
    },
    URLSearchParams,
    FormData: function FormData() {
      return [["back", "/who-we-are/about-us"]];
    },
    fetch: (url: string, init: { body: URLSearchParams }) => {
      posted.push({ url, body: init.body.toString() });
      if (reader.fetch === "fails") return Promise.reject(new TypeError("offline"));
      if (reader.fetch === "sets") document.cookie = `other=1; nassco_analytics=${init.body.get("choice")}`;
      return Promise.resolve({ type: "opaqueredirect" });
    },
  });
  context.window = context;
  runInContext(consentScript(), context);
  const answer = async (choice: string) => {
    let prevented = false;
    for (const listener of listeners) listener({ submitter: { value: choice }, preventDefault: () => (prevented = true) });
    // The fetch's answer, and what follows it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return prevented;
  };
  const dataLayer = () => (context.dataLayer as IArguments[] | undefined)?.map((entry) => [...entry]);
  return { banner, added, posted, appended, submitted: () => submitted, answer, dataLayer };
}

const TAG = "https://www.googletagmanager.com/gtag/js?id=G-TEST0071";

describe("the consent banner's script", () => {
  it("shows the banner to a reader who has not answered, and loads nothing", () => {
    const page = run();
    expect(page.banner.hidden).toBe(false);
    expect(page.added).toEqual([]);
  });

  it("keeps the banner hidden and loads nothing after No", () => {
    const page = run({ cookie: "nassco_analytics=no" });
    expect(page.banner.hidden).toBe(true);
    expect(page.added).toEqual([]);
  });

  it("loads Google's tag after Yes, with its page view", () => {
    const page = run({ cookie: "_ga=GA1.1.1.2; nassco_analytics=yes; _ga_TEST0071=GS2.1.s1" });
    expect(page.banner.hidden).toBe(true);
    expect(page.added).toEqual([{ async: true, src: TAG }]);
    // The page's own realm's Date, which is not this one's: named, not compared.
    const [[js, when], config] = page.dataLayer() as [[string, Date], unknown[]];
    expect([js, when.constructor.name]).toEqual(["js", "Date"]);
    expect(config).toEqual(["config", "G-TEST0071"]);
  });

  it("reads only its own cookie, whole", () => {
    expect(run({ cookie: "not_nassco_analytics=yes" }).banner.hidden).toBe(false);
    expect(run({ cookie: "nassco_analytics=yesplease" }).banner.hidden).toBe(false);
  });

  it.each<[string, Reader]>([
    ["Do Not Track", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Save-Data", { saveData: true }],
  ])("never loads the tag for a browser that sends %s, even after Yes", (_name, reader) => {
    expect(run({ ...reader, cookie: "nassco_analytics=yes" }).added).toEqual([]);
  });

  it("posts an answer with fetch, then hides the banner and, after Yes, loads the tag", async () => {
    const page = run({ fetch: "sets" });
    expect(await page.answer("yes")).toBe(true);
    expect(page.posted).toEqual([{ url: "/analytics-consent", body: "back=%2Fwho-we-are%2Fabout-us&choice=yes" }]);
    expect(page.banner.hidden).toBe(true);
    expect(page.added).toEqual([{ async: true, src: TAG }]);
    expect(page.submitted()).toBe(0);
  });

  it("after No by fetch, hides the banner and loads nothing", async () => {
    const page = run({ fetch: "sets" });
    await page.answer("no");
    expect(page.banner.hidden).toBe(true);
    expect(page.added).toEqual([]);
  });

  it.each(["fails", undefined] as const)("posts the form itself when the fetch %s or sets no cookie", async (fetch) => {
    const page = run({ fetch });
    await page.answer("yes");
    expect(page.submitted()).toBe(1);
    expect(page.appended).toMatchObject([{ type: "hidden", name: "choice", value: "yes" }]);
    expect(page.added).toEqual([]);
  });
});
