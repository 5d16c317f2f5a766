import type { FieldBeacon } from '@ciao/shared';
// biome-ignore lint/style/noRestrictedImports: a test, not page code: it checks every beacon against the API's own contract.
import { fieldBeaconSchema } from '@ciao/shared/contracts';
import { createFieldReport, loadFailureKind, remoteOfStack, VIEWS_PER_BEACON } from './field-report';

function collector() {
  const sent: FieldBeacon[] = [];
  // Every beacon the collector builds must pass the API's contract.
  const report = createFieldReport((beacon) => sent.push(fieldBeaconSchema.parse(beacon)));
  return { report, sent };
}

test('the first view waits for the page to be hidden and carries the Web Vitals for the route owner', () => {
  const { report, sent } = collector();
  report.startView('catalog');
  report.loaded('catalog', '1.0.0-aaaa');
  report.loaded('account', '2.0.0-bbbb');
  report.vital('LCP', 1234);
  report.vital('LCP', 9999); // only the first report of a metric counts
  report.startView('viewer');
  report.loaded('viewer', '3.0.0-cccc');
  expect(sent).toEqual([]);
  report.vital('CLS', 0.05);
  report.flush();
  report.flush(); // pagehide right after visibilitychange: no second, empty view
  expect(sent).toEqual([
    {
      schemaVersion: 1,
      views: [
        {
          owner: 'catalog',
          remotes: [
            { remote: 'catalog', version: '1.0.0-aaaa' },
            { remote: 'account', version: '2.0.0-bbbb' },
          ],
          vitals: { LCP: 1234, CLS: 0.05 },
        },
        {
          owner: 'viewer',
          remotes: [
            { remote: 'viewer', version: '3.0.0-cccc' },
            { remote: 'catalog', version: '1.0.0-aaaa' },
            { remote: 'account', version: '2.0.0-bbbb' },
          ],
        },
      ],
    },
  ]);
});

test('a load failure is counted once, not again when the region boundary catches it; a render error is', () => {
  const { report, sent } = collector();
  report.startView('catalog');
  const failure = new Error('Loading chunk 123 failed');
  failure.name = 'ChunkLoadError';
  report.loadFailed('catalog', '1.0.0-aaaa', 'chunk', failure);
  report.boundaryCaught('catalog', failure);
  report.boundaryCaught('catalog', new TypeError('cannot read properties of undefined'));
  report.flush();
  expect(sent[0]?.views[0]?.remotes).toEqual([
    { remote: 'catalog', version: '1.0.0-aaaa', loadFailures: { entry: 0, chunk: 1, integrity: 0, timeout: 0 }, renderErrors: 1 },
  ]);
});

test('an uncaught error counts for the remote version its stack points into, and nothing else does', () => {
  const { report, sent } = collector();
  report.startView('catalog');
  report.loaded('catalog', '1.0.0-aaaa');
  report.uncaught('TypeError: x\n    at f (http://localhost:8080/deployments/catalog/1.0.0-aaaa/123.abc.js:1:99)');
  report.uncaught('TypeError: y\n    at g (http://localhost:8080/static/js/main.js:1:5)');
  report.flush();
  expect(sent[0]?.views[0]?.remotes).toEqual([{ remote: 'catalog', version: '1.0.0-aaaa', uncaughtErrors: 1 }]);
});

test(`after the first view, views go out in batches of ${VIEWS_PER_BEACON} without waiting for the page to be hidden`, () => {
  const { report, sent } = collector();
  report.startView('catalog');
  report.loaded('catalog', '1.0.0-aaaa');
  for (let view = 0; view <= VIEWS_PER_BEACON; view += 1) report.startView('catalog');
  expect(sent.map((beacon) => beacon.views.length)).toEqual([VIEWS_PER_BEACON]);
});

test('a view with no remote loaded is not a view of any remote', () => {
  const { report, sent } = collector();
  report.startView(null);
  report.flush();
  expect(sent).toEqual([]);
});

test('load failures are told apart: timeout, chunk, integrity (an entry that arrived and was refused), entry', () => {
  expect(loadFailureKind(new Error('[ Federation Runtime ]: remote entry timed out'), false)).toBe('timeout');
  expect(loadFailureKind(new Error('catalog/./TopPage: not loaded within 9000 ms'), false)).toBe('timeout');
  expect(loadFailureKind(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), false)).toBe('chunk');
  expect(loadFailureKind(new Error('Failed to load script resources'), true)).toBe('integrity');
  expect(loadFailureKind(new Error('refusing remote entry without integrity: x'), false)).toBe('integrity');
  expect(loadFailureKind(new Error('Failed to load script resources'), false)).toBe('entry');
  expect(remoteOfStack('at /deployments/viewer/2.1.0-ff/remoteEntry.js:1')).toEqual({ remote: 'viewer', version: '2.1.0-ff' });
});
