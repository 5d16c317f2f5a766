import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Docker does not run on this project's machines: the compose file is checked by parsing it with
// a real YAML parser (the `yaml` package bundled in Playwright, already installed for e2e).
const requireFromHere = createRequire(__filename);
const { yaml } = requireFromHere('playwright-core/lib/utilsBundle') as {
  yaml: { parse(text: string, options: { merge: boolean }): unknown };
};

const ROOT = path.resolve(__dirname, '..', '..');

interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
}

const compose = yaml.parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

test('the stack is postgres, redis, two API processes and the web server', () => {
  expect(Object.keys(services).sort()).toEqual(['api1', 'api2', 'postgres', 'redis', 'web']);
  expect(services.postgres?.image).toMatch(/^postgres:15/);
  expect(services.redis?.image).toMatch(/^redis:7/);
});

test('both API processes share one database, one Redis and one image signing key, and run main.ts', () => {
  const [one, two] = [services.api1, services.api2];
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'IMAGE_SIGNING_KEY', 'API_PORT']) {
    expect(one?.environment?.[name]).toBeTruthy();
    expect(two?.environment?.[name]).toBe(one?.environment?.[name]);
  }
  expect(new URL(one?.environment?.DATABASE_URL ?? '').hostname).toBe('postgres');
  expect(new URL(one?.environment?.REDIS_URL ?? '').hostname).toBe('redis');
  expect(one?.command).toEqual(['npx', 'tsx', 'api/src/main.ts']);
  expect(Object.keys(one?.depends_on ?? {}).sort()).toEqual(['postgres', 'redis']);
});

test('the web server forwards /api to both API processes and is the only published port', () => {
  const web = services.web;
  const port = services.api1?.environment?.API_PORT;
  expect(web?.environment?.API_UPSTREAMS?.split(',')).toEqual([`http://api1:${port}`, `http://api2:${port}`]);
  expect(web?.command).toEqual(['npm', 'run', 'serve']);
  expect(rootPackage.scripts.serve).toContain('ops/src/serve.ts');
  expect(
    Object.entries(services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name),
  ).toEqual(['web']);
});

test('the image they are built from exists and installs every workspace', () => {
  const dockerfile = services.api1?.build?.dockerfile ?? '';
  expect(services.web?.build?.dockerfile).toBe(dockerfile);
  const text = readFileSync(path.join(ROOT, dockerfile), 'utf8');
  for (const workspace of rootPackage.workspaces) {
    expect(existsSync(path.join(ROOT, workspace, 'package.json'))).toBe(true);
    expect(text).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  }
});
