/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashFolder, integrityOfBytes, serializeVersionFiles, VERSION_FILES } from '../src/deploy/version-files';
import { readVerifiedServerBundle } from '../src/server/verified-server-bundle';

let dir: string;
let bundle: string;
let filesIntegrity: string;
const DEPLOYED = 'exports.exposes = {};';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'verified-bundle-'));
  mkdirSync(path.join(dir, 'server'));
  bundle = path.join(dir, 'server/catalog.js');
  writeFileSync(bundle, DEPLOYED);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var catalog;');
  const list = serializeVersionFiles(hashFolder(dir, 'catalog', '1.0.0-abc'));
  writeFileSync(path.join(dir, VERSION_FILES), list);
  filesIntegrity = integrityOfBytes(list);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a remote's server bundle before the web server runs it", () => {
  it('is the deployed code when it matches its recorded hash and the list matches the registry', () => {
    expect(readVerifiedServerBundle(dir, bundle, filesIntegrity)).toBe(DEPLOYED);
  });

  it('is refused once replaced in the store after its deploy', () => {
    writeFileSync(bundle, `require('node:fs').writeFileSync('/tmp/marker', 'ran'); ${DEPLOYED}`);
    expect(() => readVerifiedServerBundle(dir, bundle, filesIntegrity)).toThrow(/does not match its recorded hash/);
  });

  it('is refused when the file list was rewritten to match a replaced bundle', () => {
    writeFileSync(bundle, `globalThis.replaced = true; ${DEPLOYED}`);
    writeFileSync(path.join(dir, VERSION_FILES), serializeVersionFiles(hashFolder(dir, 'catalog', '1.0.0-abc')));
    expect(() => readVerifiedServerBundle(dir, bundle, filesIntegrity)).toThrow(/filesIntegrity/);
  });

  it('is refused without a file list (an incomplete version)', () => {
    rmSync(path.join(dir, VERSION_FILES));
    expect(() => readVerifiedServerBundle(dir, bundle, filesIntegrity)).toThrow();
  });
});
