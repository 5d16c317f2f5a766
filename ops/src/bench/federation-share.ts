import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { LoadedScript } from './first-load-scripts';

/**
 * What federation itself puts in a page's scripts (issue 26 goal 5): the federation runtime
 * (@module-federation's runtime-core, sdk and bundler runtime, webpack's federation, sharing and
 * consumes runtime modules, the generated federation entry) and the remotes' container runtimes
 * (a remote's `remoteEntry.js`: its webpack runtime and its share and consume tables, no code of
 * the remote's own). The single bundle has none of it; what federation must not add is the rest.
 */
const FEDERATION_SOURCES = [
  /\/node_modules\/@module-federation\//,
  /\/node_modules\/\.federation\//,
  /^webpack:\/\/[^/]+\/webpack\/runtime\/(embed\/federation|federation runtime|sharing|consumes|remotes)$/,
  /^webpack:\/\/[^/]+\/webpack\/container-entry$/,
  /^webpack:\/\/[^/]+\/external global "_FEDERATION_RUNTIME_CORE"$/,
];

const isContainerEntry = (url: string) => new URL(url).pathname.endsWith('/remoteEntry.js');

/**
 * The script's own source map, read from the folder the server serves it from (the host's build
 * for /static/, the deployment store for /deployments/): maps are not served to browsers.
 */
function readSourceMap(url: string, hostDist: string, deployments: string): RawSourceMap | null {
  const { pathname } = new URL(url);
  const file = pathname.startsWith('/static/')
    ? path.join(hostDist, pathname)
    : pathname.startsWith('/deployments/')
      ? path.join(deployments, pathname.slice('/deployments/'.length))
      : null;
  if (!file || !existsSync(`${file}.map`)) return null;
  return JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
}

/**
 * The share of the script's generated characters that its source map attributes to federation
 * sources: each mapping owns the text up to the next mapping on its line.
 */
function federationFraction(body: string, map: RawSourceMap): number {
  const consumer = new SourceMapConsumer(map);
  const lines = body.split('\n');
  let federation = 0;
  let previous: { line: number; column: number; federation: boolean } | null = null;
  const close = (endLine: number, endColumn: number) => {
    if (!previous?.federation) return;
    federation += previous.line === endLine ? endColumn - previous.column : (lines[previous.line - 1]?.length ?? 0) - previous.column;
  };
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    const source = mapping.source ?? '';
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      federation: FEDERATION_SOURCES.some((pattern) => pattern.test(source)),
    };
  });
  close(Number.POSITIVE_INFINITY, 0);
  return body.length === 0 ? 0 : federation / body.length;
}

/**
 * The gzip bytes of the scripts that federation puts there: whole container entries, and each
 * other script's gzip size shared out by its source map's characters (gzip compresses the runtime
 * about as well as the rest: an estimate, stated as such). Scripts without a map count as the app's.
 */
export function federationGzip(scripts: readonly LoadedScript[], hostDist: string, deployments: string): number {
  let bytes = 0;
  for (const script of scripts) {
    if (isContainerEntry(script.url)) {
      bytes += script.gzip;
      continue;
    }
    const map = readSourceMap(script.url, hostDist, deployments);
    if (map) bytes += script.gzip * federationFraction(script.body, map);
  }
  return bytes;
}
