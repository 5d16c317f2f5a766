/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs, { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildInfo } from '../src/build/build-info';
import type { Delivery } from '../src/deploy/delivery-config';
import { DeployError, deploy as deployTo, rollback as rollbackIn, setPinned as setPinnedIn } from '../src/deploy/deployments';
import { FileRegistryStore } from '../src/deploy/registry-store';
import { FolderVersionStore } from '../src/deploy/version-store';
import { HOST_EXPOSES, SHARED_VERSIONS, hostBuildInfo, manifestJson, remoteBuildInfo, writeBuild } from './build-fixtures';

let work: string;
let hostDir: string;
let delivery: Delivery;
let registryFile: FileRegistryStore;
const who = { actor: 'tester', reason: null };

const deploy = (remote: 'catalog' | 'viewer', sourceDir: string, host = hostDir) =>
  deployTo(delivery, remote, who, { sourceDir, hostDir: host });
const rollback = (remote: 'catalog', to?: string) => rollbackIn(delivery, remote, who, to, hostDir);
const setPinned = (remote: 'catalog' | 'commerce', pinned: boolean) => setPinnedIn(delivery, remote, pinned, who);
const readRegistry = () => registryFile.readSync();
const versionDir = (remote: string, version: string) => path.join(work, 'deployments', remote, version);

/**
 * A fake production build of `remote` whose remoteEntry.js says which version it is, exposing
 * what the host loads from it unless `exposes` says otherwise.
 */
function build(remote: 'catalog' | 'viewer', version: string, overrides: Partial<BuildInfo> = {}, exposes = HOST_EXPOSES[remote]!): string {
  return writeBuild(path.join(work, 'builds', remote, version), remoteBuildInfo(remote, { version, ...overrides }), {
    'remoteEntry.js': `var ${remote} = "${version}";\n`,
    'chunks/123.js': `/* chunk of ${remote} ${version} */\n`,
    'mf-manifest.json': manifestJson(remote, exposes),
    ...Object.fromEntries(exposes.map((expose) => [`__federation_expose_${expose.slice(2)}.js`, `/* ${remote} ${version} ${expose} */\n`])),
  });
}

/** Every file under a folder with its content hash and modification time: "not a byte changed". */
function snapshot(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
    result[path.relative(dir, file)] = `${digest} ${statSync(file).mtimeMs}`;
  }
  return result;
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'deployments-'));
  registryFile = new FileRegistryStore(path.join(work, 'deployments', 'registry.json'));
  delivery = { versions: new FolderVersionStore(path.join(work, 'deployments')), registry: registryFile };
  hostDir = writeBuild(path.join(work, 'host-dist'), hostBuildInfo());
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('deploy', () => {
  it('copies the build into its version folder and makes it active with the sha384 integrity of remoteEntry.js', async () => {
    const source = build('catalog', '1.0.0-aaaa');
    const result = await deploy('catalog', source, hostDir);

    expect(result).toEqual({ remote: 'catalog', version: '1.0.0-aaaa', changed: true, previous: null });
    const folder = versionDir('catalog', '1.0.0-aaaa');
    expect(folder).toBe(path.join(work, 'deployments', 'catalog', '1.0.0-aaaa'));
    expect(readFileSync(path.join(folder, 'chunks/123.js'), 'utf8')).toContain('catalog 1.0.0-aaaa');
    const expectedIntegrity = `sha384-${createHash('sha384').update('var catalog = "1.0.0-aaaa";\n').digest('base64')}`;
    expect(readRegistry().remotes.catalog).toMatchObject({
      active: { version: '1.0.0-aaaa', entry: '/deployments/catalog/1.0.0-aaaa/remoteEntry.js', integrity: expectedIntegrity },
      pinned: false,
      history: [],
    });
    // What the host page preloads for a route showing one of them (host/src/remotes/route-preload.ts).
    expect(readRegistry().remotes.catalog?.active.exposeScripts).toEqual(
      Object.fromEntries(HOST_EXPOSES.catalog!.map((expose) => [expose, [`__federation_expose_${expose.slice(2)}.js`]])),
    );
    // With the hash of each, which the remote's runtime checks when it loads them: the preloads carry it too.
    expect(readRegistry().remotes.catalog?.active.scriptIntegrity).toEqual(
      Object.fromEntries(
        HOST_EXPOSES.catalog!.map((expose) => [
          `__federation_expose_${expose.slice(2)}.js`,
          `sha384-${createHash('sha384').update(`/* catalog 1.0.0-aaaa ${expose} */\n`).digest('base64')}`,
        ]),
      ),
    );
  });

  it('is a no-op when the same build is deployed again', async () => {
    const source = build('catalog', '1.0.0-aaaa');
    await deploy('catalog', source, hostDir);
    const before = readRegistry().remotes.catalog;

    await expect(deploy('catalog', source, hostDir)).resolves.toMatchObject({ changed: false, version: '1.0.0-aaaa' });
    expect(readRegistry().remotes.catalog).toEqual(before);
  });

  it('keeps the earlier version in the history when a new one is deployed', async () => {
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    const result = await deploy('catalog', build('catalog', '1.0.0-bbbb'), hostDir);

    expect(result).toEqual({ remote: 'catalog', version: '1.0.0-bbbb', changed: true, previous: '1.0.0-aaaa' });
    const entry = readRegistry().remotes.catalog;
    expect(entry?.active.version).toBe('1.0.0-bbbb');
    expect(entry?.history.map((deployment) => deployment.version)).toEqual(['1.0.0-aaaa']);
    // Only the active deployment lists its scripts (the registry is inlined into every page).
    expect(entry?.active.exposeScripts).toBeDefined();
    expect(entry?.history[0]?.exposeScripts).toBeUndefined();
    expect(entry?.history[0]?.scriptIntegrity).toBeUndefined();
  });

  it('refuses a build the host cannot run and names the problem', async () => {
    const source = build('viewer', '1.0.0-old', { shared: { ...SHARED_VERSIONS, react: '18.3.1' } });
    const refusal = deploy('viewer', source, hostDir);
    await expect(refusal).rejects.toThrow(DeployError);
    await expect(refusal).rejects.toThrow(/viewer@1\.0\.0-old refused.*react@18\.3\.1 does not satisfy the host's \^19\.3\.1/);
    expect(readRegistry().remotes.viewer).toBeUndefined();
  });

  it('refuses a contract version the host does not accept', async () => {
    await expect(deploy('viewer', build('viewer', '2.0.0-next', { contractVersion: 2 }), hostDir)).rejects.toThrow(/contract version 2/);
  });

  it('refuses a catalogue build without the title page the host loads, naming it, and changes nothing', async () => {
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    const registryBefore = readRegistry().remotes.catalog;

    const refusal = deploy('catalog', build('catalog', '1.0.0-bbbb', {}, ['./TopPage']), hostDir);

    await expect(refusal).rejects.toThrow(DeployError);
    await expect(refusal).rejects.toThrow(
      /catalog@1\.0\.0-bbbb refused.*missing expose the host loads: \.\/TitlePage \(it exposes \.\/TopPage\)/,
    );
    expect(readRegistry().remotes.catalog).toEqual(registryBefore);
    expect(readdirSync(path.join(work, 'deployments', 'catalog')).sort()).toEqual(['1.0.0-aaaa', '1.0.0-bbbb']);
  });

  it('refuses a build without mf-manifest.json, since what it exposes is unknown', async () => {
    const source = build('viewer', '1.0.0-aaaa');
    rmSync(path.join(source, 'mf-manifest.json'));
    await expect(deploy('viewer', source, hostDir)).rejects.toThrow(/the build in .* has no mf-manifest\.json/);
    expect(readRegistry().remotes.viewer).toBeUndefined();
  });

  it('refuses a development build', async () => {
    await expect(deploy('catalog', build('catalog', '1.0.0-dev', { mode: 'development' }), hostDir)).rejects.toThrow(/development build/);
  });

  it("refuses a folder holding another remote's build", async () => {
    await expect(deploy('catalog', build('viewer', '1.0.0-aaaa'), hostDir)).rejects.toThrow(/is a build of viewer, not of catalog/);
  });

  it('refuses when the host is not built', async () => {
    await expect(deploy('catalog', build('catalog', '1.0.0-aaaa'), path.join(work, 'nowhere'))).rejects.toThrow(
      /no host release is recorded and the host is not built here/,
    );
  });
});

describe('rollback', () => {
  it('returns to the previous version', async () => {
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    await deploy('catalog', build('catalog', '1.0.0-bbbb'), hostDir);

    const result = await rollback('catalog');

    expect(result).toEqual({ remote: 'catalog', version: '1.0.0-aaaa', changed: true, previous: '1.0.0-bbbb' });
    expect(readRegistry().remotes.catalog?.active.version).toBe('1.0.0-aaaa');
    expect(readRegistry().remotes.catalog?.active.entry).toBe('/deployments/catalog/1.0.0-aaaa/remoteEntry.js');
    // Read again from the version folder: the history did not keep them.
    expect(readRegistry().remotes.catalog?.active.exposeScripts?.['./TopPage']).toEqual(['__federation_expose_TopPage.js']);
  });

  it('goes to the version named with --to', async () => {
    for (const version of ['1.0.0-aaaa', '1.0.0-bbbb', '1.0.0-cccc']) await deploy('catalog', build('catalog', version), hostDir);

    await expect(rollback('catalog', '1.0.0-aaaa')).resolves.toMatchObject({ version: '1.0.0-aaaa', changed: true });
    const entry = readRegistry().remotes.catalog;
    expect(entry?.active.version).toBe('1.0.0-aaaa');
    expect(entry?.history.map((deployment) => deployment.version).sort()).toEqual(['1.0.0-bbbb', '1.0.0-cccc']);
  });

  it('refuses a version that is not in the store', async () => {
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    await deploy('catalog', build('catalog', '1.0.0-bbbb'), hostDir);
    await expect(rollback('catalog', '9.9.9-zzzz')).rejects.toThrow(/catalog@9\.9\.9-zzzz is not in the store/);
  });

  it('refuses when there is nothing earlier', async () => {
    await expect(rollback('catalog')).rejects.toThrow(/nothing deployed yet/);
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    await expect(rollback('catalog')).rejects.toThrow(/no earlier version/);
  });

  it("does not change a byte of other remotes' folders or registry entries", async () => {
    await deploy('viewer', build('viewer', '1.0.0-vvvv'), hostDir);
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    await deploy('catalog', build('catalog', '1.0.0-bbbb'), hostDir);
    const viewerFolder = path.join(work, 'deployments', 'viewer');
    const viewerBefore = snapshot(viewerFolder);
    const catalogBefore = snapshot(path.join(work, 'deployments', 'catalog'));
    const viewerEntry = readRegistry().remotes.viewer;

    await rollback('catalog');

    expect(snapshot(viewerFolder)).toEqual(viewerBefore);
    expect(snapshot(path.join(work, 'deployments', 'catalog'))).toEqual(catalogBefore);
    expect(readRegistry().remotes.viewer).toEqual(viewerEntry);
  });
});

describe('setPinned', () => {
  it('makes deploy and rollback refuse until unpinned', async () => {
    await deploy('catalog', build('catalog', '1.0.0-aaaa'), hostDir);
    await deploy('catalog', build('catalog', '1.0.0-bbbb'), hostDir);
    await setPinned('catalog', true);

    await expect(deploy('catalog', build('catalog', '1.0.0-cccc'), hostDir)).rejects.toThrow(
      /catalog is pinned to 1\.0\.0-bbbb; deploy refused/,
    );
    await expect(rollback('catalog')).rejects.toThrow(/pinned.*rollback refused/);
    expect(readRegistry().remotes.catalog).toMatchObject({ pinned: true, active: { version: '1.0.0-bbbb' } });

    await setPinned('catalog', false);
    await expect(rollback('catalog')).resolves.toMatchObject({ version: '1.0.0-aaaa' });
  });

  it('refuses to pin a remote that was never deployed', async () => {
    await expect(setPinned('commerce', true)).rejects.toThrow(/nothing deployed yet/);
  });
});

describe('version folders', () => {
  it('never trusts a copy interrupted half-way: the next deploy copies the whole build', async () => {
    const source = build('catalog', '1.0.0-aaaa');
    const copy = jest.spyOn(fs, 'cpSync').mockImplementationOnce((_from, to) => {
      fs.mkdirSync(String(to), { recursive: true });
      fs.writeFileSync(path.join(String(to), 'remoteEntry.js'), 'var catalog = "1.0.0-aaaa";\n');
      throw new Error('disk full');
    });
    await expect(deploy('catalog', source, hostDir)).rejects.toThrow('disk full');
    copy.mockRestore();

    await deploy('catalog', source, hostDir);

    expect(readFileSync(path.join(versionDir('catalog', '1.0.0-aaaa'), 'chunks/123.js'), 'utf8')).toContain('catalog 1.0.0-aaaa');
    expect(readdirSync(path.join(work, 'deployments', 'catalog'))).toEqual(['1.0.0-aaaa']);
  });

  it.each(['..', '.', '.hidden'])('refuses the version name %p, which would escape its folder', async (version) => {
    await expect(deploy('catalog', build('catalog', version), hostDir)).rejects.toThrow();
    expect(readRegistry().remotes.catalog).toBeUndefined();
  });
});
