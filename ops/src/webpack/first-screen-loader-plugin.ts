import HtmlWebpackPlugin from 'html-webpack-plugin';
import { type Compiler, EntryPlugin } from 'webpack';
import type { BuildMode } from './create-config';

const NAME = 'FirstScreenLoaderPlugin';

/**
 * Builds the host's first-screen loader (host/src/first-screen-loader.ts) as a script of its own
 * and puts it first on the page, before the main script. A second entry of the host's own build
 * would carry the federation runtime too (@module-federation/enhanced embeds it in every chunk
 * with a webpack runtime), the very bytes the loader keeps off a first screen's connection; a
 * child compilation has the build's loaders, minifier and source maps but not federation, whose
 * plugins hook the parent's own compilation (thisCompilation, make) only.
 */
export class FirstScreenLoaderPlugin {
  constructor(
    private readonly entry: string,
    private readonly mode: BuildMode,
  ) {}

  apply(compiler: Compiler): void {
    let script: string | undefined;
    compiler.hooks.make.tapAsync(NAME, (compilation, callback) => {
      const filename = this.mode === 'production' ? 'static/first-screen.[contenthash:8].js' : 'static/first-screen.js';
      const child = compilation.createChildCompiler(NAME, { filename, publicPath: '/' }, [
        new EntryPlugin(compiler.context, this.entry, { name: 'first-screen' }),
      ]);
      child.runAsChild((error, entries, childCompilation) => {
        if (error) return callback(error);
        const [childError] = childCompilation?.errors ?? [];
        if (childError) return callback(childError);
        script = [...(entries?.[0]?.files ?? [])].find((file) => file.endsWith('.js'));
        callback(script ? undefined : new Error(`${NAME}: the loader's build wrote no script`));
      });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        if (script) groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${script}` }));
        return groups;
      });
    });
  }
}
