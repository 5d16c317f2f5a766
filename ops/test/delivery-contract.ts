import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@ciao/shared/federation';
import type { BuildInfo } from '../src/build/build-info';
import type { Delivery } from '../src/deploy/delivery-config';
import {
  type Actor,
  DeployError,
  abortCanary,
  deploy,
  promoteCanary,
  publish,
  releaseHost,
  rollback,
  setPinned,
  startCanary,
} from '../src/deploy/deployments';
import { HOST_EXPOSES, hostBuildInfo, manifestJson, remoteBuildInfo, writeBuild } from './build-fixtures';

/** A store pair under test, and a way to change a stored file behind the tools' back. */
export interface DeliveryUnderTest {
  delivery: Delivery;
  tamper(remote: string, version: string, file: string, bytes: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What every pair of stores must do (the folder and file of `npm start`; S3 and PostgreSQL of
 * production): the same deploys, refusals, rollbacks, pins, host releases and audit lines.
 */
export function describeDeliveryContract(name: string, open: () => Promise<DeliveryUnderTest>): void {
  describe(`delivery on ${name}`, () => {
    let work: string;
    let under: DeliveryUnderTest;
    let delivery: Delivery;
    let hostDir: string;
    const alice = { actor: 'alice', reason: 'release 42' };

    /** A production build of `remote`: remoteEntry.js, a chunk, one file per expose, the manifest. */
    function build(
      remote: RemoteName,
      version: string,
      overrides: Partial<BuildInfo> = {},
      files: Record<string, string | null> = {},
    ): string {
      const exposes = HOST_EXPOSES[remote] ?? [];
      const all: Record<string, string | null> = {
        'remoteEntry.js': `var ${remote} = "${version}";\n`,
        'chunks/123.js': `/* chunk of ${remote} ${version} */\n`,
        'mf-manifest.json': manifestJson(remote, exposes),
        ...Object.fromEntries(
          exposes.map((expose) => [`__federation_expose_${expose.slice(2)}.js`, `/* ${remote} ${version} ${expose} */\n`]),
        ),
        ...files,
      };
      const present = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null));
      const dir = writeBuild(
        path.join(work, 'builds', remote, `${version}-${Math.random().toString(36).slice(2)}`),
        remoteBuildInfo(remote, { version, ...overrides }),
        present,
      );
      if (files['build-info.json'] !== undefined) {
        if (files['build-info.json'] === null) rmSync(path.join(dir, 'build-info.json'));
        else writeFileSync(path.join(dir, 'build-info.json'), files['build-info.json']);
      }
      return dir;
    }

    const deployBuild = (remote: RemoteName, dir: string, who: Actor = alice) => deploy(delivery, remote, who, { sourceDir: dir, hostDir });

    /** Everything a refusal must leave as it was. */
    async function storeState(remote: RemoteName) {
      return {
        registry: await delivery.registry.read(),
        versions: (await delivery.versions.versions(remote)).sort(),
        audit: await delivery.registry.auditLog(undefined, 1000),
      };
    }

    beforeEach(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'delivery-'));
      hostDir = writeBuild(path.join(work, 'host-dist'), hostBuildInfo());
      under = await open();
      delivery = under.delivery;
    });

    afterEach(async () => {
      await under.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('publishes without activating, then deploys the published version, with actor and reason in the audit log', async () => {
      const published = await publish(delivery, 'catalog', alice, build('catalog', '1.0.0-aaaa'));
      expect(published).toEqual({ version: '1.0.0-aaaa', stored: true });
      expect((await delivery.registry.read()).remotes.catalog).toBeUndefined();

      await expect(deploy(delivery, 'catalog', { actor: 'bob', reason: null }, { version: '1.0.0-aaaa', hostDir })).resolves.toMatchObject({
        changed: true,
        version: '1.0.0-aaaa',
      });
      const active = (await delivery.registry.read()).remotes.catalog?.active;
      expect(active).toMatchObject({
        version: '1.0.0-aaaa',
        activatedBy: 'bob',
        exposeScripts: { './TopPage': ['__federation_expose_TopPage.js'] },
      });
      expect(active?.filesIntegrity).toMatch(/^sha384-/);
      const log = await delivery.registry.auditLog('catalog');
      expect(log.map(({ actor, action, from, to, reason }) => ({ actor, action, from, to, reason }))).toEqual([
        { actor: 'bob', action: 'deploy', from: null, to: '1.0.0-aaaa', reason: null },
        { actor: 'alice', action: 'publish', from: null, to: '1.0.0-aaaa', reason: 'release 42' },
      ]);
    });

    it.each<[string, Record<string, string | null>, RegExp]>([
      [
        'a chunk the manifest names is missing',
        { '__federation_expose_TopPage.js': null },
        /mf-manifest\.json names 1 missing file\(s\) \(__federation_expose_TopPage\.js\)/,
      ],
      [
        'remoteEntry.js is truncated',
        { 'remoteEntry.js': 'var catalog = function () { return "' },
        /remoteEntry\.js is not a complete script/,
      ],
      ['remoteEntry.js is missing', { 'remoteEntry.js': null }, /has no remoteEntry\.js, so the build is incomplete/],
      ['mf-manifest.json is not JSON', { 'mf-manifest.json': '{"exposes": [' }, /mf-manifest\.json is not valid JSON/],
      ['build-info.json is not JSON', { 'build-info.json': '{"kind":' }, /build-info\.json is not valid JSON/],
      ['build-info.json is missing', { 'build-info.json': null }, /has no build-info\.json/],
    ])('refuses a build where %s, in one line, with the store unchanged', async (_case, files, message) => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      const before = await storeState('catalog');

      const refusal = deployBuild('catalog', build('catalog', '1.0.0-bbbb', {}, files));
      await expect(refusal).rejects.toThrow(DeployError);
      await expect(refusal).rejects.toThrow(message);
      await refusal.catch((error: Error) => expect(error.message).not.toContain('\n'));
      expect(await storeState('catalog')).toEqual(before);
    });

    it('deploys a good build of a version whose earlier deploy was refused as incomplete', async () => {
      await expect(deployBuild('catalog', build('catalog', '1.0.0-aaaa', {}, { 'remoteEntry.js': null }))).rejects.toThrow(DeployError);
      await expect(deployBuild('catalog', build('catalog', '1.0.0-aaaa'))).resolves.toMatchObject({ changed: true });
    });

    it('refuses to store a version again with other bytes', async () => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      await expect(deployBuild('catalog', build('catalog', '1.0.0-aaaa', {}, { 'chunks/123.js': '/* other */\n' }))).rejects.toThrow(
        /catalog@1\.0\.0-aaaa is already stored with other bytes \(chunks\/123\.js\)/,
      );
    });

    it('rolls back to the previous version, keeping when it was first deployed, with an audit line', async () => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      const firstDeployedAt = (await delivery.registry.read()).remotes.catalog?.active.deployedAt;
      await deployBuild('catalog', build('catalog', '1.0.0-bbbb'));

      await expect(rollback(delivery, 'catalog', { actor: 'ops', reason: 'broken search' }, undefined, hostDir)).resolves.toMatchObject({
        version: '1.0.0-aaaa',
        previous: '1.0.0-bbbb',
      });
      const entry = (await delivery.registry.read()).remotes.catalog;
      expect(entry?.active).toMatchObject({ version: '1.0.0-aaaa', deployedAt: firstDeployedAt, activatedBy: 'ops' });
      expect(entry?.history.map((old) => old.version)).toEqual(['1.0.0-bbbb']);
      expect((await delivery.registry.auditLog('catalog', 1))[0]).toMatchObject({
        actor: 'ops',
        action: 'rollback',
        from: '1.0.0-bbbb',
        to: '1.0.0-aaaa',
        reason: 'broken search',
      });
    });

    it('refuses to roll back to a version whose stored entry was changed after its deploy', async () => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      await deployBuild('catalog', build('catalog', '1.0.0-bbbb'));
      await under.tamper('catalog', '1.0.0-aaaa', 'remoteEntry.js', 'var catalog = "evil";\n');
      const before = await storeState('catalog');

      await expect(rollback(delivery, 'catalog', alice, '1.0.0-aaaa', hostDir)).rejects.toThrow(
        /catalog@1\.0\.0-aaaa: the stored remoteEntry\.js differs from its recorded hash/,
      );
      expect(await storeState('catalog')).toEqual(before);
    });

    it('refuses to roll back to a version the host served now cannot run', async () => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      const hostForBoth = hostBuildInfo({ accepts: { ...hostBuildInfo().accepts!, contractVersions: [1, 2] } });
      await releaseHost(delivery, alice, writeBuild(path.join(work, 'host-both'), { ...hostForBoth, version: '1.0.0-both' }));
      await deployBuild('catalog', build('catalog', '2.0.0-bbbb', { contractVersion: 2 }));
      const hostForTwo = hostBuildInfo({ version: '2.0.0-two', accepts: { ...hostBuildInfo().accepts!, contractVersions: [2] } });
      await releaseHost(delivery, alice, writeBuild(path.join(work, 'host-two'), hostForTwo));

      await expect(rollback(delivery, 'catalog', alice, undefined, hostDir)).rejects.toThrow(
        /catalog@1\.0\.0-aaaa refused, the host 2\.0\.0-two cannot run it: contract version 1 is not accepted/,
      );
      expect((await delivery.registry.read()).remotes.catalog?.active.version).toBe('2.0.0-bbbb');
    });

    it('keeps pins, active versions and histories across a host release, and refuses a host that cannot run an active remote', async () => {
      await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
      await deployBuild('catalog', build('catalog', '1.0.0-bbbb'));
      await deployBuild('viewer', build('viewer', '1.0.0-vvvv'));
      await setPinned(delivery, 'catalog', true, alice);
      const remotesBefore = (await delivery.registry.read()).remotes;

      await expect(
        releaseHost(delivery, alice, writeBuild(path.join(work, 'host-next'), hostBuildInfo({ version: '1.1.0-next' }))),
      ).resolves.toMatchObject({
        changed: true,
        version: '1.1.0-next',
      });
      const after = await delivery.registry.read();
      expect(after.remotes).toEqual(remotesBefore);
      expect(after.host?.version).toBe('1.1.0-next');

      const tooNew = hostBuildInfo({ version: '3.0.0-new', accepts: { ...hostBuildInfo().accepts!, contractVersions: [3] } });
      await expect(releaseHost(delivery, alice, writeBuild(path.join(work, 'host-new'), tooNew))).rejects.toThrow(
        /host 3\.0\.0-new refused, it cannot run the active remotes: catalog@1\.0\.0-bbbb: contract version 1/,
      );
      expect((await delivery.registry.read()).host?.version).toBe('1.1.0-next');
    });

    describe('canary releases', () => {
      const canaryBuild = (version: string, percent: number, who: Actor = alice) =>
        startCanary(delivery, 'catalog', percent, who, { sourceDir: build('catalog', version), hostDir });

      it('serves a checked canary beside stable, changes its share, and promotes it with the active history of a deploy', async () => {
        await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
        await expect(canaryBuild('1.0.0-bbbb', 10)).resolves.toMatchObject({
          version: '1.0.0-bbbb',
          percent: 10,
          stable: '1.0.0-aaaa',
          changed: true,
        });
        let state = await delivery.registry.read();
        expect(state.remotes.catalog?.active.version).toBe('1.0.0-aaaa');
        expect(state.canaries.catalog).toMatchObject({ version: '1.0.0-bbbb', percent: 10, startedBy: 'alice' });
        expect(state.canaries.catalog?.integrity).toMatch(/^sha384-/);
        expect(state.canaries.catalog?.filesIntegrity).toMatch(/^sha384-/);
        await expect(startCanary(delivery, 'catalog', 30, alice, { version: '1.0.0-bbbb', hostDir })).resolves.toMatchObject({
          changed: true,
        });
        expect((await delivery.registry.read()).canaries.catalog?.percent).toBe(30);

        await expect(promoteCanary(delivery, 'catalog', { actor: 'ops', reason: 'healthy' }, hostDir)).resolves.toMatchObject({
          version: '1.0.0-bbbb',
          previous: '1.0.0-aaaa',
        });
        state = await delivery.registry.read();
        expect(state.canaries).toEqual({});
        expect(state.remotes.catalog?.active).toMatchObject({ version: '1.0.0-bbbb', activatedBy: 'ops' });
        expect(state.remotes.catalog?.history.map((old) => old.version)).toEqual(['1.0.0-aaaa']);
        expect(
          (await delivery.registry.auditLog('catalog', 3)).map(({ action, from, to, reason }) => ({ action, from, to, reason })),
        ).toEqual([
          { action: 'promote', from: '1.0.0-aaaa', to: '1.0.0-bbbb', reason: 'healthy' },
          { action: 'canary', from: '1.0.0-aaaa', to: '1.0.0-bbbb', reason: '10% -> 30% of browsers: release 42' },
          { action: 'canary', from: '1.0.0-aaaa', to: '1.0.0-bbbb', reason: '10% of browsers: release 42' },
        ]);
      });

      it('aborts a canary with an audit line; an abort of another version than the running one changes nothing', async () => {
        await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
        await canaryBuild('1.0.0-bbbb', 10);
        await expect(abortCanary(delivery, 'catalog', { actor: 'canary guard', reason: 'figures' }, '1.0.0-zzzz')).resolves.toEqual({
          aborted: null,
          stable: '1.0.0-aaaa',
        });
        expect((await delivery.registry.read()).canaries.catalog?.version).toBe('1.0.0-bbbb');
        await expect(abortCanary(delivery, 'catalog', { actor: 'canary guard', reason: 'figures' }, '1.0.0-bbbb')).resolves.toEqual({
          aborted: '1.0.0-bbbb',
          stable: '1.0.0-aaaa',
        });
        const state = await delivery.registry.read();
        expect(state.canaries).toEqual({});
        expect(state.remotes.catalog?.active.version).toBe('1.0.0-aaaa');
        expect((await delivery.registry.auditLog('catalog', 1))[0]).toMatchObject({
          actor: 'canary guard',
          action: 'abort',
          from: '1.0.0-bbbb',
          to: '1.0.0-aaaa',
          reason: 'figures',
        });
        await expect(abortCanary(delivery, 'catalog', alice)).rejects.toThrow(/catalog: no canary is running/);
      });

      it('refuses a canary as it refuses a deploy, and refuses deploys and rollbacks while one runs', async () => {
        await expect(canaryBuild('1.0.0-aaaa', 10)).rejects.toThrow(/catalog: nothing deployed yet; a canary needs a stable version/);
        await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
        await deployBuild('catalog', build('catalog', '1.0.0-bbbb'));
        const before = await storeState('catalog');
        await expect(canaryBuild('1.0.0-cccc', 0)).rejects.toThrow(/--percent must be a whole number from 1 to 99/);
        await expect(canaryBuild('1.0.0-cccc', 100)).rejects.toThrow(/--percent must be a whole number from 1 to 99/);
        await expect(
          startCanary(delivery, 'catalog', 10, alice, { sourceDir: build('catalog', '2.0.0-cccc', { contractVersion: 2 }), hostDir }),
        ).rejects.toThrow(/catalog@2\.0\.0-cccc refused, the host 1\.0\.0-hhhhhhhhhh cannot run it: contract version 2/);
        await expect(
          startCanary(delivery, 'catalog', 10, alice, {
            sourceDir: build('catalog', '1.0.0-dddd', {}, { 'remoteEntry.js': 'var catalog = function () {' }),
            hostDir,
          }),
        ).rejects.toThrow(DeployError);
        await expect(startCanary(delivery, 'catalog', 10, alice, { version: '1.0.0-bbbb', hostDir })).rejects.toThrow(
          /catalog@1\.0\.0-bbbb is already the active version/,
        );
        await setPinned(delivery, 'catalog', true, alice);
        await expect(startCanary(delivery, 'catalog', 10, alice, { version: '1.0.0-aaaa', hostDir })).rejects.toThrow(
          /catalog is pinned to 1\.0\.0-bbbb; canary refused/,
        );
        await setPinned(delivery, 'catalog', false, alice);
        const registryBefore = before.registry.remotes;
        expect((await delivery.registry.read()).remotes.catalog?.active.version).toBe(registryBefore.catalog?.active.version);
        expect((await delivery.registry.read()).canaries).toEqual({});

        await startCanary(delivery, 'catalog', 10, alice, { version: '1.0.0-aaaa', hostDir });
        await expect(deployBuild('catalog', build('catalog', '1.0.0-eeee'))).rejects.toThrow(
          /catalog has a canary of 1\.0\.0-aaaa on 10% of browsers; deploy refused/,
        );
        await expect(rollback(delivery, 'catalog', alice, undefined, hostDir)).rejects.toThrow(/rollback refused/);
        await expect(canaryBuild('1.0.0-ffff', 10)).rejects.toThrow(
          /catalog already has a canary of 1\.0\.0-aaaa; promote or abort it first/,
        );
        expect((await delivery.registry.read()).remotes.catalog?.active.version).toBe('1.0.0-bbbb');
      });

      it('refuses a host release that cannot run the canary, and promoting a canary whose stored files changed', async () => {
        const hostForBoth = hostBuildInfo({ version: '1.0.0-both', accepts: { ...hostBuildInfo().accepts!, contractVersions: [1, 2] } });
        await releaseHost(delivery, alice, writeBuild(path.join(work, 'host-both'), hostForBoth));
        await deployBuild('catalog', build('catalog', '1.0.0-aaaa'));
        await startCanary(delivery, 'catalog', 10, alice, { sourceDir: build('catalog', '2.0.0-bbbb', { contractVersion: 2 }), hostDir });
        const hostForOne = hostBuildInfo({ version: '1.1.0-one', accepts: { ...hostBuildInfo().accepts!, contractVersions: [1] } });
        await expect(releaseHost(delivery, alice, writeBuild(path.join(work, 'host-one'), hostForOne))).rejects.toThrow(
          /host 1\.1\.0-one refused, it cannot run the active remotes: catalog@2\.0\.0-bbbb: contract version 2/,
        );

        await under.tamper('catalog', '2.0.0-bbbb', 'chunks/123.js', '/* changed */\n');
        await expect(promoteCanary(delivery, 'catalog', alice, hostDir)).rejects.toThrow(
          /catalog@2\.0\.0-bbbb: the stored chunks\/123\.js differs/,
        );
        expect((await delivery.registry.read()).remotes.catalog?.active.version).toBe('1.0.0-aaaa');
      });
    });

    it('lands four deploys of four remotes made at the same moment, each in the history and the log', async () => {
      const remotes: RemoteName[] = ['catalog', 'viewer', 'account', 'commerce'];
      for (const remote of remotes) await deployBuild(remote, build(remote, '1.0.0-first'));
      const builds = remotes.map((remote) => build(remote, '1.0.0-second'));

      await Promise.all(remotes.map((remote, index) => deployBuild(remote, builds[index]!, { actor: `team-${remote}`, reason: null })));

      const registry = await delivery.registry.read();
      for (const remote of remotes) {
        expect(registry.remotes[remote]?.active.version).toBe('1.0.0-second');
        expect(registry.remotes[remote]?.history.map((old) => old.version)).toEqual(['1.0.0-first']);
        expect((await delivery.registry.auditLog(remote, 1))[0]).toMatchObject({ actor: `team-${remote}`, action: 'deploy' });
      }
    });
  });
}
