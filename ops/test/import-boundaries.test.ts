/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Lints probe files laid out like the repository, with the repository's own biome.json. */
function lintProbes(files: Record<string, string>): Array<{ file: string; rule: string }> {
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
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => {
        const where = diagnostic.location.path;
        return { file: typeof where === 'string' ? where : where.file, rule: diagnostic.category };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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

  it('forbids shared importing any remote', () => {
    const found = lintProbes({ 'shared/src/x.ts': "import { x } from '../../mfe-commerce/src/exposes/my-page-popup';\nexport const y = x;\n" });
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
});
