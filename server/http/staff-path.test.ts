import { describe, expect, it } from "vitest";
import { isStaffPath } from "./staff-path";

describe("isStaffPath", () => {
  it("is /staff and below, in any case, and nothing that only begins with the word", () => {
    for (const path of ["/staff", "/staff/", "/staff/sign-in", "/Staff/Sign-In", "/STAFF"]) expect(isStaffPath(path), path).toBe(true);
    for (const path of ["/", "/staffing", "/staff-news", "/news/staff"]) expect(isStaffPath(path), path).toBe(false);
  });
});
