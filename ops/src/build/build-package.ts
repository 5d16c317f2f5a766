import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { PACKAGE_DIRS, distDir, type BuildTarget } from '../paths';
import { type BuildMode, remoteOptionsOfConfig } from '../webpack/create-config';
import { createHostServerConfig, createRemoteServerConfig } from '../webpack/create-server-config';
import { readBuildInfo, versionServerBundleToo, type BuildInfo } from './build-info';
import { sourceHash } from './source-hash';

type ConfigFactory = (mode: BuildMode) => Configuration;

export async function loadConfig(target: BuildTarget, mode: BuildMode): Promise<Configuration> {
  const module = (await import(path.join(PACKAGE_DIRS[target], 'webpack.config.ts'))) as {
    default: ConfigFactory | { default: ConfigFactory };
  };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  return factory(mode);
}

/** Builds one package with webpack's Node API; resolves with its build-info, rejects with webpack's errors. */
export async function buildPackage(
  target: BuildTarget,
  mode: BuildMode = 'production',
  onProgress?: (percent: number, message: string) => void,
): Promise<BuildInfo> {
  const config = await loadConfig(target, mode);
  if (onProgress) {
    config.plugins = [
      ...(config.plugins ?? []),
      new webpack.ProgressPlugin((percentage, message) => onProgress(Math.round(percentage * 100), message)),
    ];
  }
  await runWebpack(config);
  // Production only: the first screens are server-rendered by the composed site, not by `npm run dev`.
  const serverConfig = mode === 'production' ? serverConfigFor(target, config) : null;
  if (serverConfig) {
    await runWebpack(serverConfig);
    versionServerBundleToo(distDir(target));
  }
  const info = readBuildInfo(distDir(target));
  if (!info) throw new Error(`${target}: the build wrote no build-info.json`);
  return info;
}

/** The package's server bundle (create-server-config.ts): the host's, and a remote's when it names server exposes. */
function serverConfigFor(target: BuildTarget, browserConfig: Configuration): Configuration | null {
  if (target === 'host') return createHostServerConfig(PACKAGE_DIRS.host);
  const remote = remoteOptionsOfConfig(browserConfig);
  return remote ? createRemoteServerConfig(remote) : null;
}

/** One webpack build with the Node API; rejects with webpack's errors. */
export function runWebpack(config: Configuration): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** True when dist/ is missing or was built from other sources or in another mode. */
export function needsBuild(target: BuildTarget, mode: BuildMode = 'production'): boolean {
  const info = readBuildInfo(distDir(target));
  return !info || info.mode !== mode || info.sourceHash !== sourceHash(PACKAGE_DIRS[target]);
}
