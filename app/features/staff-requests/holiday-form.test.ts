import { describe, expect, it } from "vitest";
import { holidayProblems, isHolidayDay } from "./holiday-form";

describe("isHolidayDay", () => {
  it("takes a day of the calendar written as 2027-03-10, and nothing else", () => {
    expect(isHolidayDay("2027-03-10")).toBe(true);
    expect(isHolidayDay("2028-02-29")).toBe(true);
    expect(isHolidayDay("2027-02-29")).toBe(false);
    expect(isHolidayDay("10/03/2027")).toBe(false);
    expect(isHolidayDay("2027-03-10 09:00")).toBe(false);
    expect(isHolidayDay("")).toBe(false);
  });
});

describe("holidayProblems", () => {
  it("accepts a day and a name", () => {
    expect(holidayProblems({ day: "2027-03-10", name: "Eid el-Fitr" })).toEqual({});
  });

  it("asks for each missing entry, and a shorter name", () => {
    expect(holidayProblems({ day: "", name: "" })).toEqual({
      day: "Enter the day as 2027-03-10",
      name: "Enter the holiday's name, as the Federal Government gives it",
    });
    expect(holidayProblems({ day: "2027-03-10", name: "x".repeat(121) })).toEqual({ name: "Write the name in 120 characters or fewer" });
    expect(holidayProblems({ day: "2027-03-10", name: "x".repeat(120) })).toEqual({});
  });
});
