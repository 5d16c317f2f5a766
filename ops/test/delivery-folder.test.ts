/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileRegistryStore } from '../src/deploy/registry-store';
import { FolderVersionStore } from '../src/deploy/version-store';
import { describeDeliveryContract } from './delivery-contract';

// `npm start`'s stores: a folder of versions and registry.json beside them.
describeDeliveryContract('a folder and a registry file', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'delivery-folder-'));
  return {
    delivery: { versions: new FolderVersionStore(root), registry: new FileRegistryStore(path.join(root, 'registry.json')) },
    tamper: async (remote, version, file, bytes) => writeFileSync(path.join(root, remote, version, file), bytes),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});
