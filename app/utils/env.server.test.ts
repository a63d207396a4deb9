import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv as parseEnvFile } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { envSchemaFor, fields, mailIsSent, parseEnv, SECRET_SETTINGS, staffOrigin } from "./env.server";

describe(".env.example", () => {
  const text = readFileSync(".env.example", "utf8");

  it("is read by Node's --env-file as the defaults, so a copy of it runs the site as it runs bare", () => {
    expect(parseEnv(parseEnvFile(text))).toEqual(parseEnv({ NODE_ENV: "development" }));
  });

  it("names every variable the site reads, set or commented out", () => {
    const named = new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(Object.keys(fields.shape).filter((name) => !named.has(name))).toEqual([]);
  });
});

describe("parseEnv", () => {
  it("fills in defaults for a bare environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_DB_DIR).toBe(".data/postgres");
    expect(env.HOST).toBe("127.0.0.1");
  });

  it("names every bad variable in one message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/nassco" }).DATABASE_URL).toBe("postgresql://u:p@db:5432/nassco");
  });
});

describe("parseEnv in production", () => {
  const production = {
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://u:p@db:5432/nassco",
    BACK_OFFICE_DATABASE_URL: "postgresql://o:p@db:5432/nassco",
    MAIL_DATABASE_URL: "postgresql://m:p@db:5432/nassco",
    MAIL_TRANSPORT: "files",
    STAFF_SESSION_SECRET: "o".repeat(32),
  };
  const secret = "s".repeat(32);

  it("requires SESSION_SECRET and an https SITE_URL, naming each", () => {
    expect(() => parseEnv(production)).toThrow(/SESSION_SECRET[\s\S]*SITE_URL/);
    expect(() => parseEnv({ ...production, SESSION_SECRET: secret, SITE_URL: "http://nassco.gov.ng" })).toThrow(
      /SITE_URL: is required in production/,
    );
    expect(() => parseEnv({ ...production, SESSION_SECRET: "short", SITE_URL: "https://nassco.gov.ng" })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    );
    expect(parseEnv({ ...production, SESSION_SECRET: secret, SITE_URL: "https://nassco.gov.ng/" }).SITE_URL).toBe("https://nassco.gov.ng");
  });

  it("serves the back office only on a port of its own, with an https STAFF_SITE_URL", () => {
    const ready = { ...production, SESSION_SECRET: secret, SITE_URL: "https://nassco.gov.ng" };
    expect(parseEnv(ready).STAFF_PORT).toBe(0);
    expect(() => parseEnv({ ...ready, STAFF_PORT: "3001" })).toThrow(/STAFF_SITE_URL: is required in production when STAFF_PORT is set/);
    expect(() => parseEnv({ ...ready, STAFF_PORT: "3001", STAFF_SITE_URL: "http://staff.nassco.gov.ng" })).toThrow(/STAFF_SITE_URL/);
    expect(() => parseEnv({ ...ready, STAFF_PORT: "3000", STAFF_SITE_URL: "https://staff.nassco.gov.ng" })).toThrow(
      /STAFF_PORT: must differ from PORT and METRICS_PORT/,
    );
    const staff = parseEnv({ ...ready, STAFF_PORT: "3001", STAFF_SITE_URL: "https://staff.nassco.gov.ng/" });
    expect(staffOrigin(staff)).toBe("https://staff.nassco.gov.ng");
    expect(staffOrigin(parseEnv(ready))).toBeNull();
  });

  it("requires MAIL_FROM and STAFF_NOTIFY_TO once SMTP_URL is set, and refuses a header in either", () => {
    const ready = {
      ...production,
      SESSION_SECRET: secret,
      SITE_URL: "https://nassco.gov.ng",
      MAIL_TRANSPORT: "",
      SMTP_URL: "smtps://u:p@smtp.example.org:465",
    };
    expect(() => parseEnv(ready)).toThrow(/MAIL_FROM: is required[\s\S]*STAFF_NOTIFY_TO: is required/);
    const mail = { MAIL_FROM: "NASSCO <no-reply@nassco.example>", STAFF_NOTIFY_TO: "requests@nassco.example" };
    expect(parseEnv({ ...ready, ...mail }).MAIL_FROM).toBe("NASSCO <no-reply@nassco.example>");
    expect(() => parseEnv({ ...ready, ...mail, MAIL_FROM: "NASSCO <a@b.example>\r\nBcc: c@d.example" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ ...ready, ...mail, SMTP_URL: "http://smtp.example.org" })).toThrow(/SMTP_URL/);
  });

  it("requires SMTP_URL unless mail to files is chosen, and never both", () => {
    const ready = { ...production, SESSION_SECRET: secret, SITE_URL: "https://nassco.gov.ng" };
    expect(() => parseEnv({ ...ready, MAIL_TRANSPORT: "" })).toThrow(/SMTP_URL: is required in production[\s\S]*MAIL_TRANSPORT=files/);
    expect(mailIsSent(parseEnv(ready))).toBe(false);
    expect(() => parseEnv({ ...ready, SMTP_URL: "smtp://relay.example:25" })).toThrow(/MAIL_TRANSPORT: is files, but SMTP_URL is set/);
    expect(() => parseEnv({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL: is required when MAIL_TRANSPORT is smtp/);
    expect(mailIsSent(parseEnv({}))).toBe(false);
    expect(mailIsSent(parseEnv({ SMTP_URL: "smtp://relay.example:25" }))).toBe(true);
  });

  it("requires the back office's own STAFF_SESSION_SECRET where it serves, and refuses the site's", () => {
    const ready = { ...production, SESSION_SECRET: secret, SITE_URL: "https://nassco.gov.ng" };
    const { STAFF_SESSION_SECRET: staff, ...siteOnly } = ready;
    expect(() => parseEnv(siteOnly)).toThrow(/STAFF_SESSION_SECRET: is required in production/);
    expect(() => parseEnv(siteOnly, envSchemaFor("office"))).toThrow(/STAFF_SESSION_SECRET: is required in production/);
    // Each process needs its own alone: the public site never holds the office's, nor the office the site's.
    expect(parseEnv(siteOnly, envSchemaFor("site")).STAFF_SESSION_SECRET).toBeUndefined();
    const { SESSION_SECRET: _site, ...officeOnly } = ready;
    expect(parseEnv(officeOnly, envSchemaFor("office")).STAFF_SESSION_SECRET).toEqual([staff]);
    expect(() => parseEnv(officeOnly, envSchemaFor("site"))).toThrow(/SESSION_SECRET: is required in production/);
    // The same value, or one in the other's rotation, is refused in any environment.
    expect(() => parseEnv({ ...ready, STAFF_SESSION_SECRET: secret })).toThrow(/STAFF_SESSION_SECRET: must not be SESSION_SECRET/);
    expect(() => parseEnv({ ...ready, SESSION_SECRET: `${"n".repeat(32)},${staff}` })).toThrow(
      /STAFF_SESSION_SECRET: must not be SESSION_SECRET/,
    );
    expect(() => parseEnv({ SESSION_SECRET: secret, STAFF_SESSION_SECRET: secret })).toThrow(/STAFF_SESSION_SECRET: must not be/);
    expect(() => parseEnv({ ...ready, STAFF_SESSION_SECRET: "short" })).toThrow(/STAFF_SESSION_SECRET: must be at least 32/);
    expect(parseEnv(ready).STAFF_SESSION_SECRET).toEqual([staff]);
  });

  it("asks the same of the embedded database: production is production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*SITE_URL/);
    expect(parseEnv({}).SESSION_SECRET).toBeUndefined();
  });

  it("takes a list of secrets for rotation, each of 32 characters or more", () => {
    const ready = { ...production, SITE_URL: "https://nassco.gov.ng" };
    expect(parseEnv({ ...ready, SESSION_SECRET: `${"n".repeat(32)}, ${secret}` }).SESSION_SECRET).toEqual(["n".repeat(32), secret]);
    expect(() => parseEnv({ ...ready, SESSION_SECRET: `${secret},short` })).toThrow(/SESSION_SECRET: must be at least 32/);
  });
});

describe("TRUST_PROXY", () => {
  it("takes named proxies: addresses, subnets and Express's names", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 172.28.0.5, fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "172.28.0.5",
      "fd00::/8",
    ]);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
  });

  it.each(["1", "true", "10.0.0.0/33", "proxy.example", "loopback,,2"])("refuses %j, which would trust whoever connects", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("each process's own settings", () => {
  const ready = {
    NODE_ENV: "production",
    SESSION_SECRET: "s".repeat(32),
    STAFF_SESSION_SECRET: "o".repeat(32),
    SITE_URL: "https://nassco.gov.ng",
  };

  it("gives the back office and the mail sender logins of their own in production, never the public site's", () => {
    expect(() => parseEnv({ ...ready, DATABASE_URL: "postgresql://app:p@db/nassco", MAIL_TRANSPORT: "files" })).toThrow(
      /BACK_OFFICE_DATABASE_URL: is required in production[\s\S]*MAIL_DATABASE_URL: is required in production/,
    );
  });

  it("lets the public site run without SMTP_URL, knowing only whether mail is sent", () => {
    const site = { ...ready, DATABASE_URL: "postgresql://app:p@db/nassco" };
    expect(parseEnv({ ...site, MAIL_TRANSPORT: "smtp" }, envSchemaFor("site")).MAIL_TRANSPORT).toBe("smtp");
    expect(() => parseEnv(site, envSchemaFor("site"))).toThrow(/MAIL_TRANSPORT: is required in production for the public site/);
    expect(() => parseEnv({ ...site, MAIL_TRANSPORT: "smtp" }, envSchemaFor("both"))).toThrow(
      /SMTP_URL: is required when MAIL_TRANSPORT is smtp/,
    );
    expect(() => parseEnv({ ...ready, MAIL_TRANSPORT: "smtp" }, envSchemaFor("site"))).toThrow(
      /DATABASE_URL: is required for the public site/,
    );
  });

  it("gives the text callbacks a login of their own once they are on, never the public site's", () => {
    const callbacks = {
      CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24",
      CHANNELS_SECRET: "c".repeat(40),
      SMS_TRANSPORT: "africastalking",
      AFRICASTALKING_USERNAME: "sandbox",
      AFRICASTALKING_API_KEY: "atsk_0123456789abcdef",
      AFRICASTALKING_SENDER_ID: "NASSCO",
      AFRICASTALKING_SMS_URL: "https://api.africastalking.com/version1/messaging",
    };
    const site = { ...ready, DATABASE_URL: "postgresql://app:p@db/nassco", MAIL_TRANSPORT: "files" };
    expect(() => parseEnv({ ...site, ...callbacks }, envSchemaFor("site"))).toThrow(
      /TEXT_DATABASE_URL: is required for the public site's process when the callbacks are on/,
    );
    expect(() => parseEnv({ ...callbacks, DATABASE_URL: "postgresql://app:p@db/nassco" }, envSchemaFor("site"))).toThrow(
      /TEXT_DATABASE_URL/,
    );
    const text = "postgresql://text:p@db/nassco";
    expect(parseEnv({ ...site, ...callbacks, TEXT_DATABASE_URL: text }, envSchemaFor("site")).TEXT_DATABASE_URL).toBe(text);
    // Without the callbacks the site's process needs no such login.
    expect(parseEnv(site, envSchemaFor("site")).TEXT_DATABASE_URL).toBeUndefined();
    const both = {
      ...site,
      ...callbacks,
      BACK_OFFICE_DATABASE_URL: "postgresql://office:p@db/nassco",
      MAIL_DATABASE_URL: "postgresql://mail:p@db/nassco",
    };
    expect(() => parseEnv(both, envSchemaFor("both"))).toThrow(/TEXT_DATABASE_URL: is required in production with DATABASE_URL/);
    expect(parseEnv({ ...both, TEXT_DATABASE_URL: text }, envSchemaFor("both")).TEXT_DATABASE_URL).toBe(text);
  });

  it("needs the back office's and the sender's logins for the back office's process on its own", () => {
    expect(() => parseEnv({ ...ready, MAIL_TRANSPORT: "files" }, envSchemaFor("office"))).toThrow(
      /BACK_OFFICE_DATABASE_URL: is required for the back office's process[\s\S]*MAIL_DATABASE_URL/,
    );
  });
});

describe("secrets from files (NAME_FILE)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "env-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each secret setting from its file, without the file's last newline", () => {
    const values: Record<string, string> = {
      DATABASE_URL: "postgresql://app:from-a-file@db:5432/nassco",
      DATABASE_OWNER_URL: "postgresql://owner:from-a-file@db:5432/nassco",
      BACK_OFFICE_DATABASE_URL: "postgresql://office:from-a-file@db:5432/nassco",
      MAIL_DATABASE_URL: "postgresql://mail:from-a-file@db:5432/nassco",
      TEXT_DATABASE_URL: "postgresql://text:from-a-file@db:5432/nassco",
      STAFF_DATABASE_URL: "postgresql://ada:from-a-file@db:5432/nassco",
      SMTP_URL: "smtps://relay:from-a-file@smtp.example.org:465",
      SESSION_SECRET: "f".repeat(40),
      STAFF_SESSION_SECRET: "o".repeat(40),
      AFRICASTALKING_API_KEY: "atsk_from-a-file-0123456789",
      CHANNELS_SECRET: "c".repeat(40),
      CLOUDFLARE_API_TOKEN: "cloudflare-token-from-a-file",
      FASTLY_API_TOKEN: "fastly-token-from-a-file-0123",
    };
    const source: Record<string, string> = {
      SMS_TRANSPORT: "africastalking",
      AFRICASTALKING_USERNAME: "sandbox",
      CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24",
    };
    for (const name of SECRET_SETTINGS) {
      writeFileSync(path.join(dir, name), `${values[name]}\n`);
      source[`${name}_FILE`] = path.join(dir, name);
    }
    const env = parseEnv(source);
    expect(env.DATABASE_URL).toBe(values.DATABASE_URL);
    expect(env.DATABASE_OWNER_URL).toBe(values.DATABASE_OWNER_URL);
    expect(env.STAFF_DATABASE_URL).toBe(values.STAFF_DATABASE_URL);
    expect(env.BACK_OFFICE_DATABASE_URL).toBe(values.BACK_OFFICE_DATABASE_URL);
    expect(env.MAIL_DATABASE_URL).toBe(values.MAIL_DATABASE_URL);
    expect(env.TEXT_DATABASE_URL).toBe(values.TEXT_DATABASE_URL);
    expect(env.SMTP_URL).toBe(values.SMTP_URL);
    expect(env.SESSION_SECRET).toEqual([values.SESSION_SECRET]);
    expect(env.STAFF_SESSION_SECRET).toEqual([values.STAFF_SESSION_SECRET]);
    expect(env.AFRICASTALKING_API_KEY).toBe(values.AFRICASTALKING_API_KEY);
    expect(env.CHANNELS_SECRET).toEqual([values.CHANNELS_SECRET]);
    expect(env.CLOUDFLARE_API_TOKEN).toBe(values.CLOUDFLARE_API_TOKEN);
    expect(env.FASTLY_API_TOKEN).toBe(values.FASTLY_API_TOKEN);
  });

  it("refuses a secret given twice, and names a file it cannot read", () => {
    writeFileSync(path.join(dir, "secret"), "g".repeat(40));
    expect(() => parseEnv({ SESSION_SECRET: "h".repeat(40), SESSION_SECRET_FILE: path.join(dir, "secret") })).toThrow(
      /SESSION_SECRET_FILE: SESSION_SECRET is set as well/,
    );
    expect(() => parseEnv({ SMTP_URL_FILE: path.join(dir, "absent") })).toThrow(`SMTP_URL_FILE: cannot read ${path.join(dir, "absent")}`);
  });
});

describe("text messages and their callbacks", () => {
  it("refuses a half-configured SMS transport, either way round", () => {
    expect(() => parseEnv({ SMS_TRANSPORT: "africastalking" })).toThrow(
      /AFRICASTALKING_USERNAME: is required[\s\S]*AFRICASTALKING_API_KEY: is required/,
    );
    expect(() => parseEnv({ AFRICASTALKING_API_KEY: "k".repeat(20) })).toThrow(
      /AFRICASTALKING_API_KEY: is set, but SMS_TRANSPORT is files/,
    );
    expect(parseEnv({}).SMS_TRANSPORT).toBe("files");
  });

  it("wants the sender ID in production, and the callbacks' addresses and secret together", () => {
    const account = { SMS_TRANSPORT: "africastalking", AFRICASTALKING_USERNAME: "nassco", AFRICASTALKING_API_KEY: "k".repeat(20) };
    expect(() => parseEnv({ ...account, NODE_ENV: "production" })).toThrow(/AFRICASTALKING_SENDER_ID: is required in production/);
    expect(() => parseEnv({ CHANNELS_SECRET: "s".repeat(32) })).toThrow(/CHANNELS_ALLOWED_ADDRESSES: must be set with the other/);
    // Callbacks on in production promise texts: not with texts kept as files.
    const callbacks = { CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24", CHANNELS_SECRET: "s".repeat(32) };
    expect(() => parseEnv({ ...callbacks, NODE_ENV: "production" })).toThrow(/SMS_TRANSPORT: must be africastalking in production/);
    expect(() => parseEnv({ ...callbacks, ...account, AFRICASTALKING_SENDER_ID: "NASSCO", NODE_ENV: "production" })).not.toThrow(
      /SMS_TRANSPORT/,
    );
    expect(() => parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.1" })).toThrow(/CHANNELS_SECRET: must be set with the other/);
    // The back office's process serves no callback and is never given the secret.
    const office = { BACK_OFFICE_DATABASE_URL: "postgresql://o:p@db:5432/nassco", MAIL_DATABASE_URL: "postgresql://m:p@db:5432/nassco" };
    expect(parseEnv({ ...office, CHANNELS_ALLOWED_ADDRESSES: "192.0.2.1" }, envSchemaFor("office")).CHANNELS_SECRET).toBeUndefined();
    expect(() => parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "aggregator.example", CHANNELS_SECRET: "s".repeat(32) })).toThrow(
      /CHANNELS_ALLOWED_ADDRESSES: must be a comma-separated list/,
    );
    expect(
      parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.0/24, 2001:db8::/64", CHANNELS_SECRET: "s".repeat(32) }).CHANNELS_ALLOWED_ADDRESSES,
    ).toEqual(["192.0.2.0/24", "2001:db8::/64"]);
  });

  it("refuses an IPv6 entry narrower than the /64 a caller is known by, and takes a rotation of secrets", () => {
    const secret = "s".repeat(32);
    for (const entry of ["2001:db8::1", "2001:db8::/96"])
      expect(() => parseEnv({ CHANNELS_ALLOWED_ADDRESSES: entry, CHANNELS_SECRET: secret })).toThrow(
        /CHANNELS_ALLOWED_ADDRESSES: must list an IPv6 caller by its \/64/,
      );
    expect(parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.1", CHANNELS_SECRET: `${secret}, ${"t".repeat(40)}` }).CHANNELS_SECRET).toEqual([
      secret,
      "t".repeat(40),
    ]);
    expect(() => parseEnv({ CHANNELS_ALLOWED_ADDRESSES: "192.0.2.1", CHANNELS_SECRET: `${secret}, short` })).toThrow(
      /CHANNELS_SECRET: must be at least 32 characters, each/,
    );
  });

  it("sends the SMS API's key only over https in production, or to a simulator on this machine", () => {
    const production = {
      NODE_ENV: "production",
      SMS_TRANSPORT: "africastalking",
      AFRICASTALKING_USERNAME: "nassco",
      AFRICASTALKING_API_KEY: "k".repeat(20),
      AFRICASTALKING_SENDER_ID: "NASSCO",
    };
    expect(() => parseEnv({ ...production, AFRICASTALKING_SMS_URL: "http://api.africastalking.com/version1/messaging" })).toThrow(
      /AFRICASTALKING_SMS_URL: must be an https:\/\/ address in production/,
    );
    for (const url of ["https://api.sandbox.africastalking.com/version1/messaging", "http://127.0.0.1:4010/version1/messaging"])
      expect(() => parseEnv({ ...production, AFRICASTALKING_SMS_URL: url })).not.toThrow(/AFRICASTALKING_SMS_URL/);
  });
});

describe("the CDN's purger", () => {
  const zone = { CLOUDFLARE_ZONE_ID: "0123456789abcdef0123456789abcdef", CLOUDFLARE_API_TOKEN: "a-cloudflare-api-token" };

  it("refuses a purger named without its account, in the back office, and takes one with it", () => {
    expect(() => parseEnv({ CDN_PURGER: "cloudflare" })).toThrow(/CLOUDFLARE_ZONE_ID: is required[\s\S]*CLOUDFLARE_API_TOKEN: is required/);
    expect(() => parseEnv({ CDN_PURGER: "fastly", FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY" })).toThrow(/FASTLY_API_TOKEN: is required/);
    expect(parseEnv({ CDN_PURGER: "cloudflare", ...zone }).CDN_PURGER).toBe("cloudflare");
    expect(() => parseEnv({ CDN_PURGER: "cloudflare", ...zone, CLOUDFLARE_ZONE_ID: "example.org" })).toThrow(/CLOUDFLARE_ZONE_ID: must be/);
    // The public site purges nothing: it needs no account.
    expect(parseEnv({ CDN_PURGER: "cloudflare", DATABASE_URL: "postgresql://u:p@db/n" }, envSchemaFor("site")).CDN_PURGER).toBe(
      "cloudflare",
    );
  });

  it("sends the token only over https in production, or to a stand-in on this machine", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      STAFF_SESSION_SECRET: "o".repeat(40),
      SITE_URL: "https://nassco.example",
      MAIL_TRANSPORT: "files",
      CDN_PURGER: "cloudflare",
      ...zone,
    };
    expect(() => parseEnv({ ...production, CDN_PURGE_API_URL: "http://cdn.example/client/v4" })).toThrow(
      /CDN_PURGE_API_URL: must be an https/,
    );
    expect(parseEnv({ ...production, CDN_PURGE_API_URL: "http://127.0.0.1:9/client/v4" }).CDN_PURGE_API_URL).toBe(
      "http://127.0.0.1:9/client/v4",
    );
  });
});
