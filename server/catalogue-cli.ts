/**
 * The operator's catalogue command (server/README.md "Catalogue import"):
 *
 *   npm run catalogue -- check FILE             checks a catalogue file, changes nothing
 *   npm run catalogue -- import FILE [--replace] adds and updates the file's vendors and games
 *   npm run catalogue -- demo > demo.json       prints the demo catalogue in the same format
 *
 * The database is the server's (DATABASE_URL, else the PGlite folder in DATA_DIR, which only one
 * process may open: stop the server first). A bad file is refused whole, each problem with its
 * line and field; nothing is written then.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { demoCatalogue } from './db/seed/catalogue.ts';
import { readEnv } from './env.ts';
import { createLogger } from './logger.ts';
import {
  CatalogueFileError,
  importCatalogue,
  readCatalogueFile,
  type ImportSummary,
} from './services/catalogue-import.ts';

const USAGE = 'usage: npm run catalogue -- check FILE | import FILE [--replace] | demo';

/** One line a vendor or game, so the line numbers of a refusal lead straight to the entry. */
export function formatCatalogue(file: {
  format: string;
  vendors: readonly unknown[];
  games: readonly unknown[];
}): string {
  const list = (items: readonly unknown[]) =>
    items.length === 0
      ? '[]'
      : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return `{\n  "format": ${JSON.stringify(file.format)},\n  "vendors": ${list(file.vendors)},\n  "games": ${list(file.games)}\n}\n`;
}

function describe(summary: ImportSummary): string {
  const removed =
    summary.removedGames === 0
      ? ''
      : `; removed ${summary.removedGames} games the file does not list, with ${summary.removedFavourites} favourites and ${summary.removedRecents} recent entries of players`;
  return `imported ${summary.vendors} vendors and ${summary.games} games${removed}`;
}

export async function runCatalogueCommand(
  args: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, path, ...flags] = args;
  if (command === 'demo' && path === undefined) {
    out(formatCatalogue(demoCatalogue()));
    return 0;
  }
  const replace = flags.includes('--replace');
  if (
    (command !== 'check' && command !== 'import') ||
    path === undefined ||
    flags.some((flag) => flag !== '--replace') ||
    (replace && command !== 'import')
  ) {
    out(USAGE);
    return 2;
  }
  let file;
  try {
    file = readCatalogueFile(await readFile(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof CatalogueFileError)) throw error;
    out(`${path} is not a catalogue file:\n${error.message}`);
    return 1;
  }
  if (command === 'check') {
    out(`${path}: ${file.vendors.length} vendors and ${file.games.length} games, nothing wrong`);
    return 0;
  }
  const env = readEnv();
  const logger = createLogger(env.logLevel === 'info' ? 'warn' : env.logLevel);
  const database = await openDatabase({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    logger,
  });
  try {
    await migrate(database.db, logger);
    out(describe(await importCatalogue(database.db, file, { replace })));
    return 0;
  } catch (error) {
    if (!(error instanceof CatalogueFileError)) throw error;
    out(`${path} does not fit the catalogue in the database:\n${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCatalogueCommand(process.argv.slice(2), (line) =>
    process.stdout.write(line.endsWith('\n') ? line : `${line}\n`),
  ).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
