import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

let base = "";
let renders = 0;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(pageCache({ ttlSeconds: 60 }));
  app.get("/public", (_req, res) => {
    renders += 1;
    res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", ETag: 'W/"v1"' });
    res.write("<!DOCTYPE html><p>");
    res.end("Hello</p>");
  });
  app.get("/private", (_req, res) => {
    renders += 1;
    res.set({ "Content-Type": "text/html", "Cache-Control": "private, no-cache", ETag: 'W/"p"' }).send("<p>mine</p>");
  });
  app.get("/missing", (_req, res) => {
    renders += 1;
    res.status(404).set({ "Content-Type": "text/html", "Cache-Control": "public", ETag: 'W/"m"' }).send("<p>no</p>");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("pageCache", () => {
  it("renders a public page once, then serves the same bytes, compressed, and answers 304 to its ETag", async () => {
    renders = 0;
    const first = await fetch(`${base}/public`);
    expect(await first.text()).toBe("<!DOCTYPE html><p>Hello</p>");
    const second = await fetch(`${base}/public`, { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(await second.text()).toBe("<!DOCTYPE html><p>Hello</p>");
    const revalidated = await fetch(`${base}/public`, { headers: { "If-None-Match": 'W/"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it("keeps Save-Data and full pages apart, and skips requests with cookies", async () => {
    renders = 0;
    await fetch(`${base}/public?x=1`);
    await fetch(`${base}/public?x=1`, { headers: { "Save-Data": "on" } });
    await fetch(`${base}/public?x=1`, { headers: { Cookie: "a=b" } });
    expect(renders).toBe(3);
  });

  it("never stores private pages or errors", async () => {
    renders = 0;
    for (let i = 0; i < 2; i++) {
      await fetch(`${base}/private`);
      await fetch(`${base}/missing`);
    }
    expect(renders).toBe(4);
  });
});
