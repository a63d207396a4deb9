import type { PrismaClient } from "../../app/generated/prisma/client";

/** One step of the seed: it compares before it writes, so a second run changes nothing. Returns whether it wrote. */
export type SeedStep = (prisma: PrismaClient, log: (line: string) => void) => Promise<boolean>;
