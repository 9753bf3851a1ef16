import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (drizzle-kit generate): compares server/db/schema.ts with the latest snapshot in
// server/db/migrations/meta and writes the next NNNN_name.sql there, which server/db/migrate.ts applies
// at start. 0001–0010 were written by hand before drizzle-kit; meta/0010_snapshot.json is the schema they
// build, so generation continues from there. See server/README.md, "Migrations".
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  // PGlite runs one command per prepared statement; migrate.ts splits files at these markers.
  breakpoints: true,
});
