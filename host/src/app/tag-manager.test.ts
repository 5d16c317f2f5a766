import { EventBus, TAG_MANAGER_ORIGIN } from '@ciao/shared';
import { installTagManager } from './tag-manager';

type TestWindow = Window & { dataLayer?: object[] };
const win = window as TestWindow;
const gtmScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.startsWith(TAG_MANAGER_ORIGIN));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  Reflect.deleteProperty(win, 'dataLayer');
  for (const script of gtmScripts()) script.remove();
});

const viewer = { genre: 'ファンタジー,学園', titledescriptor: '作・星野ひかり', title: 'ひみつのまほう学園', episode: '第1話' };
const ad = {
  advertisementId: 1,
  advertisementUrl: '/title/00101/episode/10101',
  titleId: 101,
  titleName: 'ひみつのまほう学園',
  episodeId: 10101,
  episodeName: '第1話',
};

test('pushes the viewer payload and ad views and clicks onto window.dataLayer as GTM events', () => {
  const bus = new EventBus();
  stop = installTagManager({ bus, win });
  bus.emit('tracking:viewer', viewer);
  bus.emit('tracking:ad', { action: 'view', ...ad });
  bus.emit('tracking:ad', { action: 'click', ...ad });
  expect(win.dataLayer).toEqual([
    { event: 'ciao.viewer', ...viewer },
    { event: 'ciao.ad_view', ...ad },
    { event: 'ciao.ad_click', ...ad },
  ]);
});

test('without a container id nothing external loads; with one, GTM is started and its script added once', () => {
  const bus = new EventBus();
  stop = installTagManager({ bus, win });
  expect(gtmScripts()).toHaveLength(0);
  expect(win.dataLayer ?? []).toEqual([]);
  stop();

  stop = installTagManager({ bus, win, containerId: 'GTM-AB12CD' });
  const [script, ...others] = gtmScripts();
  expect(others).toHaveLength(0);
  expect(script?.src).toBe(`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-AB12CD`);
  expect(script?.async).toBe(true);
  expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
});

test('keeps pushing through the push GTM puts on the queue once loaded, and stops when uninstalled', () => {
  const bus = new EventBus();
  stop = installTagManager({ bus, win });
  const heard: object[] = [];
  win.dataLayer = [];
  win.dataLayer.push = (...entries: object[]) => heard.push(...entries);
  bus.emit('tracking:viewer', viewer);
  expect(heard).toEqual([{ event: 'ciao.viewer', ...viewer }]);
  stop();
  bus.emit('tracking:viewer', viewer);
  expect(heard).toHaveLength(1);
});
