import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '../src/build/build-info';

/** The singletons a real build records, at the versions installed today. */
export const SHARED_VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.9.0',
  zustand: '5.0.8',
  i18next: '26.7.2',
  '@ciao/shared': '1.0.0',
};

/** What a host build records that it loads from each remote (REMOTE_EXPOSES as it was built). */
export const HOST_EXPOSES: Record<string, string[]> = {
  catalog: ['./TopPage', './TitlePage'],
  viewer: ['./EpisodeViewer'],
  account: ['./LoginModal'],
  commerce: ['./MyPagePopup'],
};

/** mf-manifest.json as the federation plugin writes it, reduced to what the deploy reads and a little more. */
export function manifestJson(name: string, exposes: readonly string[]): string {
  const entries = exposes.map((expose) => ({
    id: `${name}:${expose.slice(2)}`,
    name: expose.slice(2),
    path: expose,
    assets: { js: { sync: [`__federation_expose_${expose.slice(2)}.js`], async: [] }, css: { sync: [], async: [] } },
  }));
  return `${JSON.stringify({ id: name, name, metaData: {}, shared: [], remotes: [], exposes: entries }, null, 2)}\n`;
}

export function remoteBuildInfo(name: string, overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    kind: 'remote',
    name,
    packageVersion: '1.0.0',
    version: '1.0.0-aaaaaaaaaa',
    contractVersion: 1,
    shared: { ...SHARED_VERSIONS },
    sourceHash: 'source',
    mode: 'production',
    ...overrides,
  };
}

export function hostBuildInfo(overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    kind: 'host',
    name: 'host',
    packageVersion: '1.0.0',
    version: '1.0.0-hhhhhhhhhh',
    contractVersion: 1,
    shared: { ...SHARED_VERSIONS },
    sourceHash: 'source',
    mode: 'production',
    accepts: {
      contractVersions: [1],
      exposes: HOST_EXPOSES,
      shared: {
        react: '^19.3.1',
        'react/jsx-runtime': '^19.3.1',
        'react-dom': '^19.3.1',
        'react-dom/client': '^19.3.1',
        'react-router': '^7.9.0',
        zustand: '^5.0.0',
        'zustand/middleware': '^5.0.0',
        i18next: '^26.0.0',
        '@ciao/shared': '*',
      },
    },
    ...overrides,
  };
}

/** A build folder as webpack leaves it: build-info.json plus the given files. */
export function writeBuild(dir: string, info: BuildInfo, files: Record<string, string> = {}): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
