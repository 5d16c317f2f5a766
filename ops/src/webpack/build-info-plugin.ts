import { createHash } from 'node:crypto';
import { Compilation, sources, type Compiler } from 'webpack';
import { ACCEPTED_CONTRACT_VERSIONS, CONTRACT_VERSION, REMOTE_EXPOSES } from '@ciao/shared/federation';
import { SHARED_SINGLETONS, installedVersion, sharedConfig } from './shared-singletons';
import { sourceHash } from '../build/source-hash';
import { BUILD_INFO_FILE } from '../build/build-files';

interface BuildInfoOptions {
  kind: 'host' | 'remote';
  name: string;
  version: string;
  packageDir: string;
}

/**
 * Writes build-info.json next to the build: what the deploy tool needs to decide whether
 * the host can accept a remote (shared versions, contract version, for the host also the
 * exposes it loads; a remote's exposes are in mf-manifest.json) and a content id that
 * makes every distinct build a distinct, immutable deployment version.
 */
export class BuildInfoPlugin {
  constructor(private readonly options: BuildInfoOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const contentHash = createHash('sha256');
        for (const name of Object.keys(assets).sort()) {
          contentHash
            .update(name)
            .update('\0')
            .update(compilation.getAsset(name)?.source.buffer() ?? Buffer.alloc(0));
        }
        const buildId = contentHash.digest('hex').slice(0, 10);
        const shared = Object.fromEntries([...new Set(Object.values(SHARED_SINGLETONS))].map((pkg) => [pkg, installedVersion(pkg)]));
        const info = {
          kind: this.options.kind,
          name: this.options.name,
          packageVersion: this.options.version,
          /** The immutable deployment version: package version plus build content id. */
          version: `${this.options.version}-${buildId}`,
          contractVersion: CONTRACT_VERSION,
          shared,
          sourceHash: sourceHash(this.options.packageDir),
          mode: compiler.options.mode,
          ...(this.options.kind === 'host'
            ? {
                accepts: {
                  contractVersions: ACCEPTED_CONTRACT_VERSIONS,
                  // Recorded with the host build: the exposes this host's code loads, which a
                  // newer checkout's contract may no longer match.
                  exposes: REMOTE_EXPOSES,
                  shared: Object.fromEntries(
                    Object.entries(sharedConfig(this.options.packageDir)).map(([request, config]) => [request, config.requiredVersion]),
                  ),
                },
              }
            : {}),
        };
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}
