import { REGISTRY_ELEMENT_ID } from '../remotes/registry-element';
import { START_UP_PRELOADS_ID } from '@ciao/shared/first-screen-element';
import { startStartUpDownloads } from './start-up-downloads';

const at = (path: string) => new URL(path, 'https://comics.example') as unknown as Location;
const preloaded = (doc: Document) => [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

function page({ heldPreloads }: { heldPreloads: boolean }): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const registry = doc.createElement('script');
  registry.id = REGISTRY_ELEMENT_ID;
  registry.type = 'application/json';
  registry.textContent = JSON.stringify({
    remotes: { catalog: { active: { entry: '/deployments/catalog/1.0.0-abc/remoteEntry.js', integrity: 'sha384-AAAA' } } },
  });
  doc.head.append(registry);
  if (heldPreloads) {
    // As ops/src/server/host-page.ts sends it under a first screen.
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${START_UP_PRELOADS_ID}"><script defer src=/static/main.js></script><link rel=preload as=script href=/static/libs.js><link rel=preload as=script href=/static/libs-react.js></template>`,
    );
  }
  return doc;
}

describe('startStartUpDownloads', () => {
  it("puts the main script and the preloads held under a first screen in the head, then preloads the route's remote, once", () => {
    const doc = page({ heldPreloads: true });
    // Held: a template's content is no part of the document, and is not fetched.
    expect(preloaded(doc)).toEqual([]);

    startStartUpDownloads(doc, at('/'));
    expect(preloaded(doc)).toEqual([
      '/static/libs.js',
      '/static/libs-react.js',
      'https://comics.example/deployments/catalog/1.0.0-abc/remoteEntry.js',
    ]);
    expect(doc.getElementById(START_UP_PRELOADS_ID)).toBeNull();
    expect([...doc.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/static/main.js']);

    // The main script calls it again once it runs: everything is linked already.
    startStartUpDownloads(doc, at('/'));
    expect(preloaded(doc)).toHaveLength(3);
    expect(doc.head.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it("on a page without a first screen, preloads only the route's remote (index.html's preloads started already)", () => {
    const doc = page({ heldPreloads: false });
    startStartUpDownloads(doc, at('/title/00101'));
    expect(preloaded(doc)).toEqual(['https://comics.example/deployments/catalog/1.0.0-abc/remoteEntry.js']);
  });
});
