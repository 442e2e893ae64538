// drizzle-kit settings: `pnpm --filter @croupier/server db:generate` writes SQL migrations
// into ./drizzle from the schema; the server applies them at start-up (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
