/**
 * The stylesheets of the server bundles (server-style-loader.ts registers each one as its
 * module is evaluated), kept per bundle: the first screen inlines the host's and the rendered
 * remote's, so the page is styled before any script has arrived. One store per process,
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
