import { migrate, openDatabase } from '../db';
import { readMaintenance, setMaintenance } from './maintenance';

/**
 * `npm run api:maintenance -- on|off|status`: flips the flag every API process on the same
 * database (DATABASE_URL, or the PGlite folder when no API process holds it) sees within its cache time.
 */
async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'on' && command !== 'off' && command !== 'status') {
    console.error('usage: npm run api:maintenance -- on|off|status');
    process.exit(2);
  }
  const db = await openDatabase();
  try {
    await migrate(db);
    if (command !== 'status') await setMaintenance(db, command === 'on');
    console.log(`maintenance: ${(await readMaintenance(db)) ? 'on' : 'off'}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
