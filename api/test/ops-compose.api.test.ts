import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_LIMIT } from '../../ops/src/nginx/nginx-config';

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

test('the stack is postgres, redis, object storage, two API processes, the host release, two web nodes and nginx', () => {
  expect(Object.keys(services).sort()).toEqual([
    'api1',
    'api2',
    'host-release',
    'postgres',
    'redis',
    's3',
    's3-bucket',
    'web',
    'web1',
    'web2',
  ]);
  expect(services.postgres?.image).toMatch(/^postgres:15/);
  expect(services.redis?.image).toMatch(/^redis:7/);
  expect(services.s3?.image).toMatch(/^minio\/minio:/);
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

test("every API process and web node shares one INTERNAL_CALL_SECRET: first screens are the site's own calls, never the reader's", () => {
  const secret = services.api1?.environment?.INTERNAL_CALL_SECRET;
  expect(secret).toMatch(/^\$\{INTERNAL_CALL_SECRET:\?/);
  for (const name of ['api2', 'web1', 'web2']) expect([name, services[name]?.environment?.INTERNAL_CALL_SECRET]).toEqual([name, secret]);
});

test("nginx limits page requests per address as production's PAGE_LIMIT says", () => {
  expect({
    CIAO_PAGE_RATE: services.web?.environment?.CIAO_PAGE_RATE,
    CIAO_PAGE_BURST: services.web?.environment?.CIAO_PAGE_BURST,
  }).toEqual(PAGE_LIMIT);
});

test('web nodes and the host release read one store and one registry, and no service builds or copies the remotes', () => {
  const delivery = [
    'DEPLOY_STORE',
    'DEPLOY_S3_BUCKET',
    'DEPLOY_S3_ENDPOINT',
    'DEPLOY_S3_ACCESS_KEY_ID',
    'DEPLOY_S3_SECRET_ACCESS_KEY',
    'DEPLOY_REGISTRY_URL',
  ];
  for (const name of ['web1', 'web2', 'host-release']) {
    for (const setting of delivery)
      expect([name, setting, services[name]?.environment?.[setting]]).toEqual([name, setting, services.web1?.environment?.[setting]]);
  }
  expect(services.web1?.environment?.DEPLOY_STORE).toBe('s3');
  expect(new URL(services.web1?.environment?.DEPLOY_S3_ENDPOINT ?? '').hostname).toBe('s3');
  expect(new URL(services.web1?.environment?.DEPLOY_REGISTRY_URL ?? '').hostname).toBe('postgres');
  expect(services.web1?.command).toEqual(['npx', 'tsx', 'ops/src/web-node.ts']);
  expect(services['host-release']?.command?.slice(0, 5)).toEqual(['npx', 'tsx', 'ops/src/cli.ts', 'deploy', 'host']);
  for (const name of ['web1', 'web2']) {
    // The site's database: sitemap, the console's field health and the canary guard.
    expect(new URL(services[name]?.environment?.DATABASE_URL ?? '').hostname).toBe('postgres');
    expect(services[name]?.environment?.OPS_SESSION_KEY).toBeDefined();
    expect(services[name]?.depends_on).toMatchObject({ 'host-release': { condition: 'service_completed_successfully' } });
    expect(services[name]?.environment?.API_ORIGIN).toMatch(/^http:\/\/api[12]:8081$/);
  }
  // The web image builds the host alone; the API image builds nothing of the site.
  const runSteps = (dockerfile: string) =>
    readFileSync(path.join(ROOT, dockerfile), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('RUN '));
  expect(runSteps(services.web1?.build?.dockerfile ?? '')).toEqual([
    'RUN npm install --no-audit --no-fund',
    'RUN npm run mfe -- build host',
    'RUN npm run mfe -- build console',
  ]);
  expect(runSteps(services.api1?.build?.dockerfile ?? '')).toEqual(['RUN npm install --no-audit --no-fund']);
});

test('nginx fills the tested template, sends pages to both web nodes and /api to both processes, and is the only published port', () => {
  const web = services.web;
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
  const port = services.api1?.environment?.API_PORT;
  expect([web?.environment?.CIAO_API_1, web?.environment?.CIAO_API_2]).toEqual([`api1:${port}`, `api2:${port}`]);
  const webPort = services.web1?.environment?.WEB_PORT;
  expect([web?.environment?.CIAO_WEB_1, web?.environment?.CIAO_WEB_2]).toEqual([`web1:${webPort}`, `web2:${webPort}`]);
  expect(
    Object.entries(services)
      .filter(([, service]) => service.ports)
      .map(([name]) => name),
  ).toEqual(['web']);
});

test('the API processes and the web nodes believe the client address from nginx, and the API from the web nodes', () => {
  const nginxAddress = services.web?.networks?.default?.ipv4_address ?? '';
  const nodeAddresses = ['web1', 'web2'].map((name) => services[name]?.networks?.default?.ipv4_address ?? '');
  expect(nginxAddress).toBeTruthy();
  expect(services.web1?.environment?.TRUSTED_PROXIES).toBe(nginxAddress);
  expect(services.web2?.environment?.TRUSTED_PROXIES).toBe(nginxAddress);
  for (const api of [services.api1, services.api2]) {
    expect(api?.environment?.TRUSTED_PROXIES?.split(',').sort()).toEqual([nginxAddress, ...nodeAddresses].sort());
  }
});

test('the images they are built from exist and install every workspace', () => {
  for (const dockerfile of [services.api1?.build?.dockerfile ?? '', services.web1?.build?.dockerfile ?? '']) {
    const text = readFileSync(path.join(ROOT, dockerfile), 'utf8');
    for (const workspace of rootPackage.workspaces) {
      expect(existsSync(path.join(ROOT, workspace, 'package.json'))).toBe(true);
      expect(text).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  }
});
