import type { PrismaClient } from "../../app/generated/prisma/client";

/** One step of the seed: it compares before it writes, so a second run changes nothing. */
export type SeedStep = (prisma: PrismaClient, log: (line: string) => void) => Promise<void>;
