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
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}

const compose = yaml.parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };

test('the stack is postgres, redis, two API processes, the site copy and nginx', () => {
  expect(Object.keys(services).sort()).toEqual(['api1', 'api2', 'postgres', 'redis', 'site', 'web']);
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

test('nginx serves the site copy with the tested template, forwards /api to both processes and is the only published port', () => {
  const web = services.web;
  const port = services.api1?.environment?.API_PORT;
  expect(web?.image).toMatch(/^nginx:/);
  // The same file api/test/ops-web-tier-nginx.api.test.ts runs Debian's nginx with.
  const template = web?.volumes?.find((volume) => volume.includes('/etc/nginx/templates/')) ?? '';
  const [source = ''] = template.split(':');
  expect(path.resolve(ROOT, source)).toBe(path.join(ROOT, 'ops', 'nginx', 'ciao.conf.template'));
  const placeholders = new Set(
    [...readFileSync(path.join(ROOT, source), 'utf8').matchAll(/\$\{(CIAO_[A-Z0-9_]+)\}/g)].map((match) => match[1]),
  );
  expect([...placeholders].sort()).toEqual(
    Object.keys(web?.environment ?? {})
      .filter((name) => name.startsWith('CIAO_'))
      .sort(),
  );
  expect([web?.environment?.CIAO_API_1, web?.environment?.CIAO_API_2]).toEqual([`api1:${port}`, `api2:${port}`]);
  // Roots inside the volume the site service fills from the image.
  expect(web?.volumes).toContain('site:/srv/ciao:ro');
  expect(services.site?.volumes).toContain('site:/srv/ciao');
  expect(web?.environment?.CIAO_HOST_ROOT).toBe('/srv/ciao/host');
  expect(web?.environment?.CIAO_DEPLOYMENTS_ROOT).toBe('/srv/ciao/deployments');
  const copy = services.site?.command?.join(' ') ?? '';
  expect(copy).toContain('cp -a host/dist/. /srv/ciao/host/');
  // Every remote's versions ($$ is compose's escaped $), then the registry by a rename: never
  // half written while nginx reads it.
  expect(copy).toContain('for version in deployments/*/; do cp -a "$$version" /srv/ciao/deployments/; done');
  expect(copy).toContain('mv /srv/ciao/deployments/registry.json.new /srv/ciao/deployments/registry.json');
  expect(web?.depends_on).toMatchObject({ site: { condition: 'service_completed_successfully' } });
  expect(
    Object.entries(services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name),
  ).toEqual(['web']);
});

test('the API processes believe the client address from nginx only', () => {
  const nginxAddress = services.web?.networks?.default?.ipv4_address;
  expect(nginxAddress).toBeTruthy();
  expect(services.api1?.environment?.TRUSTED_PROXIES).toBe(nginxAddress);
  expect(services.api2?.environment?.TRUSTED_PROXIES).toBe(nginxAddress);
});

test('the image they are built from exists and installs every workspace', () => {
  const dockerfile = services.api1?.build?.dockerfile ?? '';
  expect(services.site?.build?.dockerfile).toBe(dockerfile);
  const text = readFileSync(path.join(ROOT, dockerfile), 'utf8');
  for (const workspace of rootPackage.workspaces) {
    expect(existsSync(path.join(ROOT, workspace, 'package.json'))).toBe(true);
    expect(text).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  }
});
