/**
 * The stylesheets of the server bundles, kept per bundle: the first screen inlines the host's
 * and the rendered remote's, so the page is styled before any script has arrived. The build's
 * server-style-loader (ops/src/webpack) makes each stylesheet module register itself here as it
 * is evaluated, as style-loader's run-time part injects a `<style>` in the browser. Run-time code
 * of the server bundles, so it lives here and not with the build tools. One store per process,
 * shared by every bundle's copy of this module.
 */
const STORE = Symbol.for('ciao.serverStyles');

type StyleStore = Map<string, Map<string, string>>;

function store(): StyleStore {
  const holder = globalThis as { [STORE]?: StyleStore };
  holder[STORE] ??= new Map();
  return holder[STORE];
}

export function registerServerStyle(bundle: string, id: string, css: string): void {
  const sheets = store().get(bundle) ?? new Map<string, string>();
  sheets.set(id, css);
  store().set(bundle, sheets);
}

/** The CSS of these bundles, each in the order its modules were evaluated. */
export function serverStyles(bundles: readonly string[]): string {
  return bundles.flatMap((bundle) => [...(store().get(bundle)?.values() ?? [])]).join('\n');
}

/** Forgets a bundle's stylesheets, before another version of it is evaluated. */
export function clearServerStyles(bundle: string): void {
  store().delete(bundle);
}
