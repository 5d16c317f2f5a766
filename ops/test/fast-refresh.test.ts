/**
 * @jest-environment node
 */
import type { Configuration, RuleSetRule } from 'webpack';
import { loadConfig } from '../src/build/build-package';
import { withFastRefresh } from '../src/webpack/fast-refresh';

function swcReact(config: Configuration): Record<string, unknown> | undefined {
  const rule = (config.module?.rules ?? []).find(
    (entry) => (entry as RuleSetRule).use && ((entry as RuleSetRule).use as { loader?: string }).loader === 'swc-loader',
  ) as { use: { options: { jsc: { transform: { react: Record<string, unknown> } } } } } | undefined;
  return rule?.use.options.jsc.transform.react;
}

const pluginNames = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

describe("npm run dev's Fast Refresh", () => {
  it('transforms components for refresh and adds the refresh runtime, for the dev server only', async () => {
    const development = await loadConfig('catalog', 'development');
    const refreshed = withFastRefresh(development);
    expect(swcReact(refreshed)).toEqual(expect.objectContaining({ runtime: 'automatic', development: true, refresh: true }));
    expect(pluginNames(refreshed)).toContain('ReactRefreshPlugin');
    // The config it was given, and so every other build, stays without refresh.
    expect(swcReact(development)?.refresh).toBeUndefined();
    expect(pluginNames(development)).not.toContain('ReactRefreshPlugin');
    const production = await loadConfig('catalog', 'production');
    expect(swcReact(production)?.refresh).toBeUndefined();
    expect(pluginNames(production)).not.toContain('ReactRefreshPlugin');
  });
});
