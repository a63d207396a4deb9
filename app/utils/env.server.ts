import { z } from "zod";

/**
 * Every environment variable the site reads, validated once. `.env.example`
 * documents the same list; keep the two in step.
 */
const port = z.coerce.number().int().min(1).max(65535);
const rateLimit = z.string().regex(/^[1-9]\d{0,5}\/[1-9]\d{0,5}$/, 'must look like "5/60" (posts per seconds)');

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset: the launcher starts the embedded PostgreSQL and fills this in. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
    .optional(),
  EMBEDDED_DB_PORT: port.default(54320),
  EMBEDDED_DB_DIR: z.string().min(1).default(".data/postgres"),
  /** Express "trust proxy" setting: hop count, or a list such as "loopback, 10.0.0.0/8". */
  TRUST_PROXY: z.string().default("loopback"),
  /** Public origin used in the sitemap, feeds and share links, e.g. https://nassco.gov.ng */
  SITE_URL: z.string().url().optional(),
  /**
   * Signs the confirmation cookie and keys the hash of client addresses used by
   * the rate limit. Give every instance the same value. Unset: a random one per
   * process, which is fine for a single instance.
   */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** How long a public page without scripts is served from memory; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Posts allowed per client, as "<posts>/<seconds>". */
  RATE_LIMIT_SUBSCRIBE: rateLimit.default("5/60"),
  RATE_LIMIT_DATA_ACCESS_REQUEST: rateLimit.default("3/600"),
});

export type Env = z.infer<typeof envSchema>;

/** Throws one readable message that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  return result.data;
}

let cached: Env | undefined;

/**
 * The app's view of the environment, read on first use. The launcher has
 * already validated it and filled in DATABASE_URL by then.
 */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
