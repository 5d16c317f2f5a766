import { type BrotliOptions, constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';
import type { BuildMode } from './create-config';

/** What a browser fetches as text; source maps are left out (rarely fetched, large to compress). */
const TEXT_ASSETS = /\.(js|css|json|html|svg)$/;

/**
 * Brotli (.br) and gzip (.gz) files next to every text asset of a production build, made
 * once here at maximum compression rather than per request; the web server sends them with
 * Content-Encoding (ops/src/server/static-compression.ts). Below 1 KiB the headers cost
 * more than compression saves. Both encoders are deterministic, so the same assets give
 * the same files and build-info's content id stays stable.
 */
export function precompressPlugins(mode: BuildMode): WebpackPluginInstance[] {
  if (mode !== 'production') return [];
  const common = { test: TEXT_ASSETS, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false } as const;
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}
