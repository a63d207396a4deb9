import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { getEnv } from "./env.server";

/**
 * One Prisma client per process. Short timeouts make a stopped database show
 * up as a failure message within a couple of seconds instead of a hung page.
 */
function createClient() {
  const { DATABASE_URL } = getEnv();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set; start the site with `npm start`.");
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 5_000,
  });
  return new PrismaClient({ adapter });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma: PrismaClient = (globalForPrisma.prisma ??= createClient());
