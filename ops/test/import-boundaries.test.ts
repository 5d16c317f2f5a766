/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Lints probe files laid out like the repository, with the repository's own biome.json. */
function lintProbes(files: Record<string, string>, rule = 'lint/style/noRestrictedImports'): Array<{ file: string; rule: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  try {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
    delete config.$schema;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=200', '.'], { cwd: dir, encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { diagnostics: Array<{ category: string; location: { path: { file: string } | string } }> };
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === rule)
      .map((diagnostic) => {
        const where = diagnostic.location.path;
        return { file: typeof where === 'string' ? where : where.file, rule: diagnostic.category };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The relative imports of the source files under `dir` (from the repository root), each resolved to a path from the root. */
function relativeImportsUnder(dir: string): Array<{ file: string; target: string }> {
  const files = readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, dir, file), 'utf8');
    const from = path.join(dir, path.dirname(file));
    return [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => ({
      file: path.join(dir, file),
      target: path.join(from, match[1] ?? ''),
    }));
  });
}

describe('import boundaries', () => {
  it('forbids a remote importing another remote, by package or by path', () => {
    const found = lintProbes({
      'mfe-viewer/src/a.ts': "import { x } from '@ciao/mfe-catalog';\nexport const a = x;\n",
      'mfe-viewer/src/b.ts': "import { y } from '../../mfe-account/src/exposes/login-modal';\nexport const b = y;\n",
      'mfe-viewer/src/ok.ts': "import { bus } from '@ciao/shared';\nimport { z } from './local';\nexport const ok = [bus, z];\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual(['mfe-viewer/src/a.ts', 'mfe-viewer/src/b.ts']);
  });

  it('lets browser code import the barrel and the forms singleton, and no other subpath of shared', () => {
    const found = lintProbes({
      'mfe-account/src/form.ts': "import { useZodForm } from '@ciao/shared/forms';\nexport const f = useZodForm;\n",
      'host/src/form.ts': "import { FormTextField } from '@ciao/shared/forms';\nexport const f = FormTextField;\n",
      'mfe-account/src/api.ts': "import { api } from '@ciao/shared/api';\nexport const a = api;\n",
      'mfe-account/src/source.ts': "import { useZodForm } from '../../shared/src/forms/use-zod-form';\nexport const f = useZodForm;\n",
      // The first screen reads the server bundles' stylesheets from shared, not from the build tools.
      'host/src/server/styles.ts': "export { serverStyles } from '@ciao/shared/server-styles';\n",
      'host/src/server/build.ts': "export { serverStyles } from '../../../ops/src/webpack/server-styles';\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual([
      'host/src/server/build.ts',
      'mfe-account/src/api.ts',
      'mfe-account/src/source.ts',
    ]);
  });

  it("forbids a remote's feature importing another feature, and lets it import common/, the remote's i18n and tests' support", () => {
    const found = lintProbes({
      'mfe-commerce/src/features/coin/a.ts': "import { x } from '../history/x';\nexport const a = x;\n",
      'mfe-commerce/src/features/coin/b.ts': "import { x } from '../../features/history/x';\nexport const b = x;\n",
      'mfe-viewer/src/features/limited/c.ts': "import { x } from '../episode-viewer/x';\nexport const c = x;\n",
      'mfe-commerce/src/features/coin/ok.ts':
        "import { x } from '../common/x';\nimport { y } from '../../i18n/register';\nimport { z } from '../../../../test-support/fixtures';\nimport { w } from './w';\nexport const ok = [x, y, z, w];\n",
      'mfe-viewer/src/features/common/page-reader/ok.ts':
        "import { x } from '../x';\nimport { y } from '../../../i18n/register';\nexport const ok = [x, y];\n",
      'mfe-account/src/exposes/ok.ts':
        "import { x } from '../features/login/x';\nimport { y } from '../i18n/register';\nexport const ok = [x, y];\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual([
      'mfe-commerce/src/features/coin/a.ts',
      'mfe-commerce/src/features/coin/b.ts',
      'mfe-viewer/src/features/limited/c.ts',
    ]);
  });

  it('forbids shared importing any remote', () => {
    const found = lintProbes({
      'shared/src/x.ts': "import { x } from '../../mfe-commerce/src/exposes/my-page-popup';\nexport const y = x;\n",
    });
    expect(found.map((entry) => entry.file)).toEqual(['shared/src/x.ts']);
  });

  it('forbids ky and eventemitter3 outside their wrappers', () => {
    const found = lintProbes({
      'mfe-catalog/src/http.ts': "import ky from 'ky';\nexport const h = ky;\n",
      'host/src/events.ts': "import EventEmitter from 'eventemitter3';\nexport const e = EventEmitter;\n",
      'shared/src/api/api-client.ts': "import ky from 'ky';\nexport const k = ky;\n",
      'shared/src/bus/bus.ts': "import EventEmitter from 'eventemitter3';\nexport const e = EventEmitter;\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual(['host/src/events.ts', 'mfe-catalog/src/http.ts']);
  });

  it('lets the API import only the zod contracts of shared', () => {
    const found = lintProbes({
      'api/src/barrel.ts': "import { bus } from '@ciao/shared';\nexport const a = bus;\n",
      'api/src/client.ts': "import { api } from '@ciao/shared/api';\nexport const a = api;\n",
      'api/src/federation.ts': "import { REMOTE_NAMES } from '@ciao/shared/federation';\nexport const a = REMOTE_NAMES;\n",
      'api/src/store.ts': "import { sessionStore } from '../../shared/src/session/session-store';\nexport const a = sessionStore;\n",
      'api/src/contract-source.ts': "import { endpoint } from '../../shared/src/contracts/endpoint';\nexport const a = endpoint;\n",
      'api/src/ok.ts':
        "import { getTitleList } from '@ciao/shared/contracts';\nimport { db } from './db/database';\nexport const ok = [getTitleList, db];\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual([
      'api/src/barrel.ts',
      'api/src/client.ts',
      'api/src/contract-source.ts',
      'api/src/federation.ts',
      'api/src/store.ts',
    ]);
  });

  it('keeps the demo-content generator free of the server, the database and the API, and the API on its one face', () => {
    const found = lintProbes({
      'demo-content/src/http.ts': "import Fastify from 'fastify';\nexport const a = Fastify;\n",
      'demo-content/src/db.ts': "import { PGlite } from '@electric-sql/pglite';\nexport const a = PGlite;\n",
      'demo-content/src/pg.ts': "import pg from 'pg';\nexport const a = pg;\n",
      'demo-content/src/api.ts': "import { seedDatabase } from '../../api/src/seed/seed';\nexport const a = seedDatabase;\n",
      'demo-content/src/ok.ts':
        "import { tileMoves } from '@ciao/shared/contracts';\nimport { createPrng } from './prng';\nexport const ok = [tileMoves, createPrng];\n",
      'api/src/inside.ts': "import { renderCover } from '../../demo-content/src/drawing/render-cover';\nexport const a = renderCover;\n",
      'api/src/ok.ts': "import { renderCover } from '@ciao/demo-content';\nexport const ok = renderCover;\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual([
      'api/src/inside.ts',
      'demo-content/src/api.ts',
      'demo-content/src/db.ts',
      'demo-content/src/http.ts',
      'demo-content/src/pg.ts',
    ]);
  });

  it('forbids the host and the remotes importing the API or the ops tooling, but not a feature api/ folder', () => {
    const found = lintProbes({
      'host/src/db.ts': "import { prepareDatabase } from '@ciao/api';\nexport const a = prepareDatabase;\n",
      'host/src/deploy.ts': "import { deploy } from '../../ops/src/deploy/deployments';\nexport const a = deploy;\n",
      'mfe-catalog/src/seed.ts': "import { seed } from '../../api/src/seed/seed';\nexport const a = seed;\n",
      'mfe-commerce/src/cli.ts': "import { run } from '@ciao/ops/src/cli';\nexport const a = run;\n",
      'mfe-viewer/src/features/episode/components/ok.ts':
        "import { getEpisode } from '../api/get-episode';\nexport const ok = getEpisode;\n",
      'mfe-viewer/webpack.config.ts':
        "import { createRemoteConfig } from '../ops/src/webpack/create-config';\nexport default createRemoteConfig;\n",
    });
    expect(found.map((entry) => entry.file).sort()).toEqual([
      'host/src/db.ts',
      'host/src/deploy.ts',
      'mfe-catalog/src/seed.ts',
      'mfe-commerce/src/cli.ts',
    ]);
  });

  it('forbids shared importing the ops tooling', () => {
    const found = lintProbes({
      'shared/src/x.ts': "import { deploy } from '../../ops/src/deploy/deployments';\nexport const y = deploy;\n",
    });
    expect(found.map((entry) => entry.file)).toEqual(['shared/src/x.ts']);
  });

  it("keeps the API's queries under its handlers and routes: SQL never reaches up to what answers a call", () => {
    const upward = relativeImportsUnder('api/src/queries').filter(({ target }) =>
      ['api/src/handlers', 'api/src/routes', 'api/src/route-table'].some((top) => target === top || target.startsWith(`${top}/`)),
    );
    expect(upward).toEqual([]);
  });

  it('reports an import cycle on every file in it, and not a type-only back edge', () => {
    const found = lintProbes(
      {
        'host/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'host/src/b.ts': "import { c } from './c';\nexport const b = () => c;\n",
        'host/src/c.ts': "import { a } from './a';\nexport const c = () => a;\n",
        'mfe-catalog/src/d.ts': "import type { E } from './e';\nexport type D = { e?: E };\n",
        'mfe-catalog/src/e.ts': "import type { D } from './d';\nexport type E = { d?: D };\n",
      },
      'lint/suspicious/noImportCycles',
    );
    expect(found.map((entry) => entry.file).sort()).toEqual(['host/src/a.ts', 'host/src/b.ts', 'host/src/c.ts']);
  });
});
