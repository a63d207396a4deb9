import { describe, expect, it } from "vitest";
import { pathIsLoggable } from "./request-log";
import { UNKNOWN_ROUTE } from "./route-pattern";

describe("pathIsLoggable", () => {
  it.each(["/", "/news/:slug", "/:group/:page", "/staff/requests/:reference", "/media/:file", "static file", "/resource-hub/news.data"])(
    "writes a path through %s",
    (route) => expect(pathIsLoggable(route)).toBe(true),
  );
  it.each(["/staff/enrol/:token", "/staff/enrol/:token.data", UNKNOWN_ROUTE, "/files/*", "/x/:code"])(
    "never writes a path through %s",
    (route) => expect(pathIsLoggable(route)).toBe(false),
  );
});
