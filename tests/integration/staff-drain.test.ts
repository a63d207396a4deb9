import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../../server/app-process";
import type { TestSite } from "./support/site";
import { STAFF_SITE_URL, startStaffTestSite } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The back office's listener stops as the site's does (decision 0026): told
 * to stop, it keeps answering for DRAIN_SECONDS, a GET with 502 for the proxy
 * to retry elsewhere and a post as usual, each answer closing its connection;
 * then it stops listening, and a request already in flight still gets its answer.
 */
let site: TestSite;
let staffBase: string;

beforeAll(async () => {
  // Long enough for the steps below, however slow the machine: the test waits for states, not for this.
  ({ site, staffBase } = await startStaffTestSite({ DRAIN_SECONDS: "8" }));
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

/** A sign-in post on a connection of its own, sent up to `sent` bytes of its body; `finish` sends the rest. */
function postInFlight(base: string, body: string, sent: number) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.once("close", () => resolve(answer));
    socket.once("error", reject);
  });
  socket.write(
    [
      "POST /staff/sign-in HTTP/1.1",
      `Host: ${hostname}:${port}`,
      `Origin: ${STAFF_SITE_URL}`,
      "X-Forwarded-For: 198.51.100.200",
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "",
      body.slice(0, sent),
    ].join("\r\n"),
  );
  return {
    finish: () => {
      socket.write(body.slice(sent));
      return ended;
    },
  };
}

const signInForm = (client: string) =>
  new URLSearchParams({ name: `nobody_${client.replace(/\D/g, "")}`, password: "not a password of anyone" }).toString();

describe("the back office's listener, told to stop", () => {
  it(
    "drains as the site's does: 502 for a GET, a post answered, then closes, and the request in flight still gets its answer",
    { timeout: scaled(90_000) },
    async () => {
      const staffPort = Number(new URL(staffBase).port);
      const inFlight = postInFlight(staffBase, signInForm("198.51.100.200"), 10);
      // The request is open at the listener before the signal: a sign-in page answered on another connection proves it is up.
      expect((await fetch(`${staffBase}/staff/sign-in`)).status).toBe(200);
      const stopped = site.app.stop();

      // Draining: a GET is refused for the proxy to retry elsewhere, and its connection closed.
      await until(
        () =>
          fetch(`${staffBase}/staff/sign-in`).then(
            (response) => response.status === 502,
            () => false,
          ),
        20_000,
        "the back office to answer a GET with 502",
      );
      const get = await fetch(`${staffBase}/staff/sign-in`);
      expect(get.status).toBe(502);
      expect(get.headers.get("Connection")).toBe("close");
      // A post arriving now is answered as usual: the sign-in's refusal, not a 502 or a refused connection.
      const post = await fetch(`${staffBase}/staff/sign-in`, {
        method: "POST",
        headers: { Origin: STAFF_SITE_URL, "X-Forwarded-For": "198.51.100.201", "Content-Type": "application/x-www-form-urlencoded" },
        body: signInForm("198.51.100.201"),
        redirect: "manual",
      });
      expect(post.status).toBe(401);
      expect(post.headers.get("Connection")).toBe("close");
      expect(await post.text()).toContain("The name, password or code is not right.");

      // Then it stops listening; the post still in flight gets its whole answer.
      await until(async () => !(await listening(staffPort)), 30_000, "the back office to stop listening");
      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain("The name, password or code is not right.");
      await stopped;
      expect(site.app.log).toContain("Stopped.");
    },
  );
});
