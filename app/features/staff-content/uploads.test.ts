import { describe, expect, it } from "vitest";
import { addedKey, ALT_MAX, altProblem, uploadName } from "./uploads";

describe("altProblem", () => {
  it("asks a photo for a description, and no PDF", () => {
    expect(altProblem("", "image")).toMatch(/^Describe what the photo shows/);
    expect(altProblem("", "pdf")).toBeNull();
    expect(altProblem("", null)).toBeNull();
    expect(altProblem("Enumerators in Kano", "image")).toBeNull();
  });

  it("refuses a description longer than the database keeps, whatever the file", () => {
    const long = "x".repeat(ALT_MAX + 1);
    expect(altProblem("x".repeat(ALT_MAX), "image")).toBeNull();
    for (const kind of ["image", "pdf", null] as const)
      expect(altProblem(long, kind)).toBe("Describe the photo in 300 characters or fewer");
  });
});

describe("uploadName", () => {
  it("keeps the file's name, or makes one by its kind, at most 200 characters", () => {
    expect(uploadName("report.pdf", "pdf")).toBe("report.pdf");
    expect(uploadName("", "pdf")).toBe("upload.pdf");
    expect(uploadName("", "image")).toBe("upload.jpg");
    expect(uploadName("a".repeat(250), "image")).toHaveLength(200);
  });
});

describe("addedKey", () => {
  it("takes only what can be an upload's key", () => {
    const key = "0123456789abcdef0123456789abcdef";
    expect(addedKey(new URLSearchParams({ added: key }))).toBe(key);
    expect(addedKey(new URLSearchParams({ added: key.toUpperCase() }))).toBeNull();
    expect(addedKey(new URLSearchParams({ added: `${key}0` }))).toBeNull();
    expect(addedKey(new URLSearchParams())).toBeNull();
  });
});
