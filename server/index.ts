/**
 * `node build/server/index.js [site|office]`: the public site, the back
 * office, or, with no role, both as processes of their own
 * (server/supervisor.ts), each under its own database login (server/serve.ts).
 * A deployment runs one role per container (docker-compose.yml); `npm start`
 * and `npm run serve` run both.
 */
export {};

const role = process.argv[2];
if (role === "site" || role === "office") {
  const { serve } = await import("./serve");
  await serve(role);
} else if (role === undefined) {
  const { superviseBoth } = await import("./supervisor");
  await superviseBoth();
} else {
  process.stderr.write(`Unknown role ${JSON.stringify(role)}: run with site, office, or nothing for both.\n`);
  process.exit(2);
}
