import { defineConfig } from "prisma/config";

// Used only by the Prisma CLI (`prisma generate`, and `prisma migrate` where its
// engine can be downloaded). The app applies migrations itself: server/migrate.ts
// (docs/decisions/0002-own-migration-runner-compatible-with-prisma-migrate.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/unused" },
});
