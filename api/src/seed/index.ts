export { seedDatabase, type SeedResult } from './seed';
export { buildCatalogue, FIRST_TITLE_ID, FREE_EPISODES_PER_TITLE, SEED_BASE_TIME } from './build-catalogue';
export { DEMO_READER } from './demo-reader';
