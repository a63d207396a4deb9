import { describe, expect, it } from "vitest";
import {
  blockingInHead,
  medianRun,
  paintPages,
  paintVerdict,
  staticCopy,
  staticCopyAddress,
  stylesheetLinks,
  withAbsoluteUrls,
} from "./paint";

const css = { "/build/_assets/app-X.css": "main{color:red}.hero{background:url(../../images/hero.svg)}" };

/** Today's head: the one stylesheet linked in it, the hydrated page's scripts at the end of the body. */
const linkedInHead = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>About us</title>
<link rel="stylesheet" href="/build/_assets/app-X.css"><link rel="modulepreload" href="/build/entry.client-A.js">
<link rel="dns-prefetch" href="/build/_shared/chunk-B.js"><link rel="icon" href="/favicon.svg"></head>
<body><main><h1>About us</h1><img src="/images/a.svg" alt=""></main>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>window.__remixContext = {};</script><script type="module" src="/build/entry.client-A.js"></script></body></html>`;

/** After the critical CSS: an inline style in the head, the whole stylesheet linked at the end of the body. */
const linkedAtTheEnd = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>About us</title>
<style>h1{margin:0}</style></head><body><main><h1>About us</h1></main>
<link rel="stylesheet" href="/build/_assets/app-X.css"></body></html>`;

describe("the static copy", () => {
  it("inlines the stylesheet linked in the head and keeps no script", () => {
    const copy = staticCopy(linkedInHead, css);
    expect(stylesheetLinks(copy)).toEqual([]);
    expect(copy).toContain("<style>main{color:red}");
    expect(copy.indexOf("<style>")).toBeLessThan(copy.indexOf("</head>"));
    expect(copy).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(copy).not.toContain("/build/entry.client-A.js");
    expect(copy).not.toContain("chunk-B.js");
    // Everything else stays the page's own: its picture, its icon, its data.
    expect(copy).toContain('<img src="/images/a.svg" alt="">');
    expect(copy).toContain('<link rel="icon" href="/favicon.svg">');
    expect(copy).toContain('"@type":"Organization"');
  });

  it("inlines a stylesheet linked at the end of the body into the head, after the page's own inline style", () => {
    const copy = staticCopy(linkedAtTheEnd, css);
    expect(stylesheetLinks(copy)).toEqual([]);
    const head = copy.slice(0, copy.indexOf("</head>"));
    expect(head.indexOf("h1{margin:0}")).toBeGreaterThan(-1);
    expect(head.indexOf("main{color:red}")).toBeGreaterThan(head.indexOf("h1{margin:0}"));
  });

  it("keeps a stylesheet's media, and its pictures' addresses from where it was", () => {
    const copy = staticCopy(linkedInHead.replace('rel="stylesheet"', 'rel="stylesheet" media="print"'), css);
    expect(copy).toContain("@media print{main{color:red}");
    expect(copy).toContain("url(/images/hero.svg)");
    expect(withAbsoluteUrls("a{b:url('x.svg')}c{d:url(data:image/png;base64,AA)}e{f:url(/g.svg)}", "/build/_assets/app.css")).toBe(
      "a{b:url('/build/_assets/x.svg')}c{d:url(data:image/png;base64,AA)}e{f:url(/g.svg)}",
    );
  });

  it("refuses a stylesheet it has no text for", () => {
    expect(() => staticCopy(linkedInHead, {})).toThrow(/app-X\.css/);
  });

  it("lives beside the site under one prefix, a file per page and language", () => {
    expect(staticCopyAddress("/")).toBe("/__static-copy/index.html");
    expect(staticCopyAddress("/ha")).toBe("/__static-copy/ha.html");
    expect(staticCopyAddress("/ha/who-we-are/about-us")).toBe("/__static-copy/ha/who-we-are/about-us.html");
  });
});

describe("the blocking requests in the head", () => {
  it("counts a screen stylesheet and a synchronous script, not the deferred, the module, print or the body", () => {
    expect(blockingInHead(linkedInHead)).toBe(1);
    expect(blockingInHead(linkedAtTheEnd)).toBe(0);
    const head = `<head><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print">
      <script src="/s.js"></script><script src="/d.js" defer></script><script async src="/as.js"></script>
      <script type="module" src="/m.js"></script><link rel="preload" as="style" href="/a.css"></head><body></body>`;
    expect(blockingInHead(head)).toBe(2);
  });
});

describe("the pages", () => {
  it("are the five kinds of issue 66 in each language's own addresses", () => {
    const pages = paintPages(["en", "ha"]);
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/who-we-are/about-us",
      "/where-we-work/nsr-summary-by-lga",
      "/grievances/new",
      "/is-this-real",
      "/ha",
      "/ha/who-we-are/about-us",
      "/ha/where-we-work/nsr-summary-by-lga",
      "/ha/grievances/new",
      "/ha/is-this-real",
    ]);
    expect(pages.filter((page) => page.kind === "home").map((page) => page.path)).toEqual(["/", "/ha"]);
  });

  it("can be narrowed to some of them, by their English paths", () => {
    expect(paintPages(["ha"], ["/", "/who-we-are/about-us"]).map((page) => page.path)).toEqual(["/ha", "/ha/who-we-are/about-us"]);
    expect(() => paintPages(["en"], ["/ha"])).toThrow(/Not a page/);
  });

  it("can take a page in one language alone, by its own path", () => {
    expect(paintPages(["en", "ha", "yo"], ["/is-this-real", "/yo/who-we-are/about-us"]).map((page) => page.path)).toEqual([
      "/is-this-real",
      "/ha/is-this-real",
      "/yo/who-we-are/about-us",
      "/yo/is-this-real",
    ]);
  });
});

describe("the verdicts", () => {
  it("take the middle run, the slower middle one of an even number", () => {
    expect(medianRun([{ ms: 5 }, { ms: 1 }, { ms: 3 }], (run) => run.ms)).toEqual({ ms: 3 });
    expect(medianRun([{ ms: 4 }, { ms: 2 }], (run) => run.ms)).toEqual({ ms: 4 });
    expect(() => medianRun([], () => 0)).toThrow();
  });

  it("hold a text-led page's largest paint to 3.0 s on slow 2G", () => {
    const at = (slow2gLcpMs: number) =>
      paintVerdict({ kind: "text", slow2gLcpMs, slow2gFcpMs: 0, copySlow2gLcpMs: 1, regular3gLcpMs: 1000, copyRegular3gLcpMs: 1000 })
        .slow2g;
    expect([at(3000), at(3001)]).toEqual([true, false]);
  });

  it("hold the home page's first paint to 3.5 s on slow 2G, and its largest (a picture) within 10 % of its copy's", () => {
    const at = (slow2gFcpMs: number, slow2gLcpMs: number) =>
      paintVerdict({ kind: "home", slow2gLcpMs, slow2gFcpMs, copySlow2gLcpMs: 4000, regular3gLcpMs: 1000, copyRegular3gLcpMs: 1000 })
        .slow2g;
    expect([at(3500, 4400), at(3501, 4400), at(3000, 4401)]).toEqual([true, false, false]);
  });

  it("hold every page within 10 % of its static copy on Regular 3G", () => {
    const at = (regular3gLcpMs: number) =>
      paintVerdict({ kind: "text", slow2gLcpMs: 0, slow2gFcpMs: 0, copySlow2gLcpMs: 1, regular3gLcpMs, copyRegular3gLcpMs: 2000 });
    expect(at(2200).regular3g).toBe(true);
    expect(at(2201).regular3g).toBe(false);
    expect(at(1800).ratio).toBeCloseTo(0.9);
  });
});
