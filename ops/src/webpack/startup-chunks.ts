import type { Configuration, Module } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/** The packages a module comes from, or null for the repository's own sources. */
function packageOf(module: Module): string | null {
  const resource = (module as { resource?: string }).resource ?? '';
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource);
  return match ? (match[1] as string).replace(/\\/g, '/') : null;
}

/** React and its scheduler: a group of their own (about 68 KiB gzip), downloaded beside the others. */
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

/**
 * The two largest of the other libraries (about 90 KiB each before compression), each a script of
 * its own. A script is compiled whole when it runs (compile-hints-plugin.ts: eagerly, off the main
 * thread while it streams), but the compiled code is still finished on the main thread in the
 * script's one task: the single `libs` script of 320 KiB made a task of 30 ms on our 2-core
 * machine, 120 ms at Lighthouse's 4x (issue 26). In three scripts it is three smaller tasks, each
 * run when start-up first needs it: zod in its first step, the router in its second.
 */
const OWN_SCRIPT_PACKAGES: Readonly<Record<string, string>> = { zod: 'libs-zod', 'react-router': 'libs-router' };

/**
 * Libraries the host loads only after start-up: left to their own async chunk. web-vitals (3.3 KiB
 * gzip) is imported once the page is interactive (host/src/telemetry/page-field-report.ts).
 */
const AFTER_STARTUP_PACKAGES = new Set(['web-vitals']);

/**
 * The host's libraries in four scripts instead of one per shared library (fourteen, five of
 * them under 1 KiB). Over HTTP/1.1, which the site's own server speaks, a browser opens six
 * connections to an origin, so the host's seventeen start-up scripts and the remote's three
 * went in waves, a round trip each (issue 11). Federation still offers each library as a
 * shared module of its own; only the files are fewer. Modules still run when first required,
 * so the start-up steps of host/src/index.ts stay separate tasks. Every library the host bundles
 * is part of its start-up today (the form libraries come with the remotes that show forms); one
 * the host should load later would need a group of its own (`npm run bench` shows the first
 * load growing otherwise).
 */
export function hostStartupChunks(): SplitChunks {
  return {
    cacheGroups: {
      react: {
        test: (module: Module) => REACT_PACKAGES.has(packageOf(module) ?? ''),
        name: 'libs-react',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      ...Object.fromEntries(
        Object.entries(OWN_SCRIPT_PACKAGES).map(([packageName, name]) => [
          name,
          { test: (module: Module) => packageOf(module) === packageName, name, chunks: 'async' as const, enforce: true, priority: 15 },
        ]),
      ),
      libraries: {
        // React's, zod's and the router's modules match too; the higher priorities keep them in their own groups.
        test: (module: Module) => {
          const name = packageOf(module);
          return name !== null && !AFTER_STARTUP_PACKAGES.has(name);
        },
        name: 'libs',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  };
}
