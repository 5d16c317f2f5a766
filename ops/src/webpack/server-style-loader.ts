import path from 'node:path';
import type { LoaderContext } from 'webpack';

/** Where the stylesheets register: a package every host and remote depends on. */
const SERVER_STYLES = '@ciao/shared/server-styles';

interface ServerStyleOptions {
  /** The bundle the stylesheet belongs to: host, catalog... */
  bundle: string;
}

/**
 * The server bundles' stand-in for style-loader (a pitching loader like it): a stylesheet
 * module registers its CSS with @ciao/shared/server-styles (the run-time part, bundled into
 * each server bundle) instead of injecting a `<style>`, and exports its class names, which
 * css-loader derives exactly as in the browser build.
 */
export function pitch(this: LoaderContext<ServerStyleOptions>, remainingRequest: string): string {
  const { bundle } = this.getOptions();
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const registry = JSON.stringify(SERVER_STYLES);
  const id = JSON.stringify(path.relative(this.rootContext, this.resourcePath));
  return [
    `import content from ${css};`,
    `import { registerServerStyle } from ${registry};`,
    `registerServerStyle(${JSON.stringify(bundle)}, ${id}, content.toString());`,
    'export default content.locals || {};',
  ].join('\n');
}
