import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';

/**
 * React Fast Refresh for `npm run dev`'s standalone remote: a saved component is swapped in
 * place and keeps its state (a half-typed form stays typed); an edit outside components (a
 * hook module, a JSON text) still reloads the page. Only the dev server applies it, so the
 * production and server builds stay free of the refresh runtime.
 */
export function withFastRefresh(config: Configuration): Configuration {
  const rules = (config.module?.rules ?? []).map((rule) => (isSwcRule(rule) ? withRefreshTransform(rule) : rule));
  return {
    ...config,
    module: { ...config.module, rules },
    // The dev server's own overlay already shows build errors; a second one would cover it.
    plugins: [...(config.plugins ?? []), new ReactRefreshPlugin({ overlay: false })],
  };
}

interface SwcUse {
  loader: 'swc-loader';
  options: { jsc: { transform: { react: Record<string, unknown> } } };
}

function isSwcRule(rule: unknown): rule is RuleSetRule & { use: SwcUse } {
  const use = (rule as RuleSetRule | undefined)?.use;
  return typeof use === 'object' && use !== null && !Array.isArray(use) && 'loader' in use && use.loader === 'swc-loader';
}

function withRefreshTransform(rule: RuleSetRule & { use: SwcUse }): RuleSetRule {
  const use: SwcUse = rule.use;
  const { jsc } = use.options;
  const react = { ...jsc.transform.react, development: true, refresh: true };
  return { ...rule, use: { ...use, options: { ...use.options, jsc: { ...jsc, transform: { ...jsc.transform, react } } } } };
}
