export { seedDatabase, type SeedResult } from './seed';
export { DEMO_READER } from './demo-reader';
