import { migrate, openDatabase, type Database, type OpenDatabaseOptions } from './db';
import { seedDatabase, type SeedResult } from './seed';

/** Open + migrate + seed (only when empty): what a server does before listening. */
export async function prepareDatabase(
  options: OpenDatabaseOptions = {},
): Promise<{ db: Database; migrations: string[]; seed: SeedResult }> {
  const db = await openDatabase(options);
  try {
    const migrations = await migrate(db);
    const seed = await seedDatabase(db);
    return { db, migrations, seed };
  } catch (error) {
    await db.close();
    throw error;
  }
}
