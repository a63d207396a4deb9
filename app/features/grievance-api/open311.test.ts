import { describe, expect, it } from "vitest";
import { GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import {
  expectedDatetime,
  open311Errors,
  open311Request,
  open311Services,
  open311Status,
  open311Time,
  parseListQuery,
  parseOpen311Time,
} from "./open311";

describe("Open311's shapes", () => {
  it("lists every category as a realtime service without metadata, named in English", () => {
    const services = open311Services();
    expect(services.map((service) => service.service_code)).toEqual([...GRIEVANCE_CATEGORIES]);
    expect(services.find((service) => service.service_code === "fraud")).toMatchObject({
      service_name: "Fraud, or someone asked for money",
      metadata: false,
      type: "realtime",
      group: "grievances",
    });
    expect(services.every((service) => service.description.length > 0 && service.keywords.length > 0)).toBe(true);
  });

  it("writes errors as Open311's list, each with the HTTP status as its code", () => {
    expect(open311Errors(400, "service_code is required.", "state is required.")).toEqual([
      { code: 400, description: "service_code is required." },
      { code: 400, description: "state is required." },
    ]);
  });

  it("maps resolved to closed and every other status to open", () => {
    expect(open311Status("resolved")).toBe("closed");
    for (const status of ["received", "in-progress", "waiting"]) expect(open311Status(status)).toBe("open");
  });

  it("writes times in Lagos with their offset, and the promised day as its last second", () => {
    expect(open311Time(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-02T00:30:00+01:00");
    expect(expectedDatetime("2027-01-04")).toBe("2027-01-04T23:59:59+01:00");
  });

  it("maps a case without contact details, with the real status beside Open311's", () => {
    const item = open311Request({
      reference: "GRV-2026-000001",
      category: "wrong-amount",
      status: "waiting",
      createdAt: new Date("2026-12-01T08:00:00Z"),
      updatedAt: new Date("2026-12-02T08:00:00Z"),
      expectedOn: "2026-12-31",
      statusNotes: "Please call 969 with your reference.",
    });
    expect(item).toEqual({
      service_request_id: "GRV-2026-000001",
      status: "open",
      status_detail: "waiting",
      status_notes: "Please call 969 with your reference.",
      service_name: "Wrong amount paid",
      service_code: "wrong-amount",
      agency_responsible: "NASSCO",
      requested_datetime: "2026-12-01T09:00:00+01:00",
      updated_datetime: "2026-12-02T09:00:00+01:00",
      expected_datetime: "2026-12-31T23:59:59+01:00",
    });
  });
});

describe("Open311's times", () => {
  it("reads a time with Z or an offset, with or without seconds", () => {
    expect(parseOpen311Time("1994-11-05T08:15:30-05:00")?.toISOString()).toBe("1994-11-05T13:15:30.000Z");
    expect(parseOpen311Time("1994-11-05T13:15:30Z")?.toISOString()).toBe("1994-11-05T13:15:30.000Z");
    expect(parseOpen311Time("2026-12-01T09:30+01:00")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
  });

  it("refuses a time without its zone, a date alone, and days that do not exist", () => {
    for (const text of ["2026-12-01T09:30:00", "2026-12-01", "2026-02-30T09:00:00Z", "2026-12-01T24:00:00Z", "yesterday", ""])
      expect(parseOpen311Time(text), text).toBeNull();
  });
});

describe("GET requests.json's parameters", () => {
  it("reads references, dates and status", () => {
    const read = parseListQuery(
      new URLSearchParams("service_request_id=GRV-2026-000001, GRV-2026-000002&start_date=2026-12-01T00:00:00Z&status=closed"),
    );
    expect(read).toEqual({
      ok: true,
      query: { references: ["GRV-2026-000001", "GRV-2026-000002"], from: new Date("2026-12-01T00:00:00Z"), to: null, closed: true },
    });
    expect(parseListQuery(new URLSearchParams("status=open,closed"))).toMatchObject({ ok: true, query: { closed: null } });
    expect(parseListQuery(new URLSearchParams(""))).toMatchObject({ ok: true, query: { references: null, closed: null } });
  });

  it("names every mistake", () => {
    const read = parseListQuery(
      new URLSearchParams("service_request_id=DAR-1&start_date=2026-12-02T00:00:00Z&end_date=soon&status=pending"),
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors.length).toBe(3);
    const backwards = parseListQuery(new URLSearchParams("start_date=2026-12-02T00:00:00Z&end_date=2026-12-01T00:00:00Z"));
    expect(!backwards.ok && backwards.errors).toEqual(["start_date must not be after end_date."]);
  });
});
