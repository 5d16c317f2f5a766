import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ops/src/chromium';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8190);
/**
 * The site under test keeps its data and deployments apart from a developer's own `npm start`,
 * and starts each run with both emptied (start-fresh-site.ts).
 */
export const E2E_DATA_DIR = path.join(ROOT, '.data/e2e');
export const E2E_DEPLOYMENTS_DIR = path.join(E2E_DATA_DIR, 'deployments');

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  // One site, one database, one deployment store: journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  // Started exactly as a user starts it (`npm start`), on an emptied database and deployment store.
  webServer: {
    command: 'npx tsx e2e/start-fresh-site.ts',
    cwd: ROOT,
    url: `http://localhost:${PORT}/registry.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      DEPLOYMENTS_DIR: E2E_DEPLOYMENTS_DIR,
      // Every journey's browser calls from one address, as many readers would at once: on a fast
      // machine the suite passed the per-client limit (600 a minute) and a page met 1103. The
      // limit itself is tested by api/test/ops-rate-limit.api.test.ts.
      RATE_LIMIT_MAX: '100000',
      // The same for images (1200 a minute per client), which the suite's pages ask by the hundred.
      IMAGE_RATE_LIMIT_MAX: '100000',
      // The same for first-screen renders (30 new pages per address in 10 s by default): seo.e2e.ts
      // asks for every page of the sitemap as one crawler would. The limit itself is tested by
      // ops/test/web-server-first-screen.test.ts.
      FIRST_SCREEN_RENDER_LIMIT: '100000',
      // The same for field beacons (30 a minute per address by default; api/test/field-telemetry.api.test.ts tests it):
      // every journey's page sends one when it closes, and the canary journey counts on its own arriving.
      FIELD_BEACON_RATE_MAX: '100000',
    },
  },
});
