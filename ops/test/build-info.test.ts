import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBuildInfo, versionServerBundleToo } from '../src/build/build-info';

let dist: string;

/** A remote's dist as the browser build leaves it (version from its own files), with a server bundle beside it. */
function buildOutput(serverBundle: string): string {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const info = {
    kind: 'remote',
    name: 'viewer',
    packageVersion: '1.0.0',
    version: '1.0.0-aaaaaaaaaa',
    contractVersion: 1,
    shared: {},
    sourceHash: 'x',
    mode: 'production',
  };
  writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify(info));
  writeFileSync(path.join(dist, 'server', 'viewer.js'), serverBundle);
  versionServerBundleToo(dist);
  return readBuildInfo(dist)?.version ?? '';
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'ciao-build-info-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the deployment version', () => {
  it('names the server bundle too: the same browser build with another server bundle is another version', () => {
    const first = buildOutput('exports.exposes = { "./EpisodeViewer": 1 };');
    expect(first).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(first).not.toBe('1.0.0-aaaaaaaaaa');
    expect(buildOutput('exports.exposes = { "./EpisodeViewer": 1 };')).toBe(first);
    expect(buildOutput('exports.exposes = { "./EpisodeViewer": 2 };')).not.toBe(first);
  });
});
