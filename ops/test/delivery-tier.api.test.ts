import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import { type DeliveryTier, fingerprint, runDeployCycles, startDeliveryTier } from './support/delivery-tier';

// Issue 22's production path on loopback: nginx, two web nodes, s3rver and PostgreSQL
// (support/delivery-tier.ts). `npm run bench:delivery` runs the same cycles and prints figures.
jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);
let tier: DeliveryTier;

beforeAll(async () => {
  tier = await startDeliveryTier();
});

afterAll(async () => {
  await tier?.close();
});

test('20 deploys and rollbacks of the catalogue under load: every answer 200, both nodes follow, other remotes untouched', async () => {
  const others = REMOTE_NAMES.filter((remote) => remote !== 'catalog');
  const before = await Promise.all(others.map((remote) => fingerprint(tier.delivery, remote)));

  const figures = await runDeployCycles(tier, 'catalog', 20, 8);

  console.log(
    `delivery cycles: ${JSON.stringify({ ...figures, failures: figures.failures.length, switchMs: undefined, slowestSwitchMs: Math.max(...figures.switchMs) })}`,
  );
  expect(figures.failures).toEqual([]);
  expect(figures.requests).toBeGreaterThan(200);
  expect(figures.switchMs).toHaveLength(40);
  expect(await Promise.all(others.map((remote) => fingerprint(tier.delivery, remote)))).toEqual(before);
});

test('four deploy processes of four remotes at the same moment all land, each in its history and the log', async () => {
  const dirs = REMOTE_NAMES.map((remote) => tier.build(remote, '1.0.0-third'));
  await Promise.all(
    REMOTE_NAMES.map((remote, index) =>
      run(process.execPath, ['--import', 'tsx', 'ops/src/cli.ts', 'deploy', remote, '--dir', dirs[index]!, '--actor', `team-${remote}`], {
        cwd: ROOT,
        env: { ...process.env, ...tier.env },
      }),
    ),
  );
  const registry = await tier.delivery.registry.read();
  for (const remote of REMOTE_NAMES) {
    expect(registry.remotes[remote]?.active.version).toBe('1.0.0-third');
    expect(registry.remotes[remote]?.history[0]?.version).toMatch(/^1\.0\.0-(first|second)$/);
    expect((await tier.delivery.registry.auditLog(remote, 1))[0]).toMatchObject({
      actor: `team-${remote}`,
      action: 'deploy',
      to: '1.0.0-third',
    });
  }
});

test('a refused rollback is one mfe: line from the CLI, and the registry stays as it was', async () => {
  const before = await tier.delivery.registry.read();
  const refusal = run(process.execPath, ['--import', 'tsx', 'ops/src/cli.ts', 'rollback', 'catalog', '--to', '9.9.9-none'], {
    cwd: ROOT,
    env: { ...process.env, ...tier.env },
  });
  await expect(refusal).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^mfe: catalog@9\.9\.9-none is not in the store .*\n$/),
  });
  expect(await tier.delivery.registry.read()).toEqual(before);
});
