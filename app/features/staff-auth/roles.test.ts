import { describe, expect, it } from "vitest";
import { recoveryCodesLeft, roleAreas, roleLabel } from "./roles";

describe("roleAreas", () => {
  it("opens content to editors and publishers, the register and newsletter to publishers only", () => {
    expect(roleAreas(["editor"])).toEqual({ admin: false, content: true, publisher: false, requests: false, grievances: false });
    expect(roleAreas(["publisher"])).toEqual({ admin: false, content: true, publisher: true, requests: false, grievances: false });
  });

  it("opens requests to request officers and accounts to administrators alone", () => {
    expect(roleAreas(["request_officer"])).toEqual({ admin: false, content: false, publisher: false, requests: true, grievances: false });
    expect(roleAreas(["admin"])).toEqual({ admin: true, content: false, publisher: false, requests: false, grievances: false });
  });

  it("opens grievances to grievance officers alone", () => {
    expect(roleAreas(["grievance_officer"])).toEqual({ admin: false, content: false, publisher: false, requests: false, grievances: true });
    expect(roleAreas(["request_officer", "admin"]).grievances).toBe(false);
  });
});

describe("roleLabel", () => {
  it("names each role, and keeps an unknown one as it is", () => {
    expect(roleLabel("request_officer")).toBe("Request officer");
    expect(roleLabel("admin")).toBe("Administrator");
    expect(roleLabel("grievance_officer")).toBe("Grievance officer");
    expect(roleLabel("owner")).toBe("owner");
  });
});

describe("recoveryCodesLeft", () => {
  it("reads one or two digits, and nothing else", () => {
    expect(recoveryCodesLeft("0")).toBe(0);
    expect(recoveryCodesLeft("9")).toBe(9);
    expect(recoveryCodesLeft("100")).toBeNull();
    expect(recoveryCodesLeft("-1")).toBeNull();
    expect(recoveryCodesLeft(null)).toBeNull();
  });
});
