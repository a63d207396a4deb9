import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readNotifications } from "~/features/notices/notices.server";
import { log } from "~/utils/log.server";

function file(contents: string) {
  const target = path.join(mkdtempSync(path.join(tmpdir(), "notices-")), "notifications.json");
  writeFileSync(target, contents);
  return target;
}

describe("readNotifications", () => {
  it("reads the shipped file", async () => {
    const items = await readNotifications();
    expect(items?.length).toBeGreaterThan(0);
    expect(items![0]).toEqual({ title: expect.any(String), date: expect.any(String), provenance: "illustrative" });
  });

  it("returns null for a missing or malformed file, so the banner can say so", async () => {
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect(await readNotifications("/nonexistent/notifications.json")).toBeNull();
    expect(await readNotifications(file("{not json"))).toBeNull();
    expect(await readNotifications(file(JSON.stringify([{ title: "" }])))).toBeNull();
  });

  it("keeps at most 12 notices", async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ title: `Notice ${i}`, date: "May 2026", provenance: "confirmed" }));
    expect(await readNotifications(file(JSON.stringify(many)))).toHaveLength(12);
  });
});
