import { describe, expect, it } from "vitest";
import { printedReference, referenceAtStart, typedReference } from "./typed-reference";

describe("a reference as a person types it", () => {
  it("is the one case in every form a receipt, a text or a keypad gives", () => {
    for (const typed of [
      "GRV-2026-000123",
      "grv-2026-000123",
      "GRV 2026 000123",
      " GRV2026000123 ",
      "GRV-2026-123",
      "g r v 2026 - 000123",
      "GRV.2026.000123",
      "GRV/2026/000123",
      "2026000123",
      "2026 000123",
      "2026-123",
    ])
      expect(typedReference("GRV", typed), typed).toBe("GRV-2026-000123");
    expect(typedReference("GRV", "GRV-2026-1234567")).toBe("GRV-2026-1234567");
    expect(typedReference("DAR", "dar 2026 7")).toBe("DAR-2026-000007");
  });

  it("is refused when it is anything else", () => {
    for (const typed of [
      "",
      "12",
      "GRV",
      "GRV-2026",
      "GRV-2026-000123 extra",
      "DAR-2026-000123",
      "GRV-26-000123",
      "GRV-2026-0001234567890",
    ])
      expect(typedReference("GRV", typed), typed).toBeNull();
  });

  it("is read at the start of a text, with what follows it", () => {
    expect(referenceAtStart("GRV", "grv - 2026 - 123 7kq2-m9xd")).toEqual({ reference: "GRV-2026-000123", rest: "7kq2-m9xd" });
    expect(referenceAtStart("GRV", "2026000123 please")).toBeNull();
    expect(referenceAtStart("GRV", "About GRV-2026-000123")).toBeNull();
  });

  it("is printed with its number at least six digits long", () => {
    expect(printedReference("GRV", "2026", "0000123")).toBe("GRV-2026-000123");
    expect(printedReference("GRV", "2026", "0")).toBe("GRV-2026-000000");
  });
});
