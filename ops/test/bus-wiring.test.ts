/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { busEventSchemas, type BusEventName } from '../../shared/src/bus/events';

const ROOT = path.resolve(__dirname, '../..');
/** Browser code: where bus events are sent and heard. Tests are left out: a test that emits proves nothing about the product. */
const SOURCE_DIRS = ['host/src', 'mfe-catalog/src', 'mfe-viewer/src', 'mfe-account/src', 'mfe-commerce/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

function filesCalling(method: RegExp, event: BusEventName): string[] {
  const quoted = event.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const call = new RegExp(`\\.(?:${method.source})\\(\\s*['"\`]${quoted}['"\`]`);
  return sources.filter(({ text }) => call.test(text)).map(({ file }) => file);
}

// A button that emits an event nobody hears does nothing for the reader (the old sign-up
// button closed the login modal and stopped there); an event nobody sends is dead vocabulary.
describe('bus wiring: every event of the shared vocabulary is both sent and heard', () => {
  const events = Object.keys(busEventSchemas) as BusEventName[];

  it.each(events)('%s has a sender in product code', (event) => {
    expect(filesCalling(/emit/, event)).not.toEqual([]);
  });

  it.each(events)('%s has a listener in product code', (event) => {
    expect(filesCalling(/on|once/, event)).not.toEqual([]);
  });
});
