import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_QUERIES_ID, READER_PENDING_ATTRIBUTE, START_UP_PRELOADS_ID } from '@ciao/shared/first-screen-element';
import type { Registry } from '@ciao/shared/federation';
import type { RenderedFirstScreen, RenderedPage } from './first-screen';

export interface RuntimeConfig {
  isProd: boolean;
  cookieEnvPrefix: string;
  localeTimeOffsetFromUtc: number;
  /** Google Tag Manager container (GTM-XXXX); absent: the page loads no tag manager. */
  gtmContainerId?: string;
  /** Field telemetry (host/src/telemetry/): the beacon URL and the share of page sessions that send. */
  fieldTelemetry?: { url: string; sampleRate: number };
  /** The site's public origin (PUBLIC_ORIGIN): canonical links, og:url and og:image are absolute in it. */
  publicOrigin?: string;
}

/** JSON inside <script>: `<` escaped so no value can close the tag. */
function inlineJson(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** Marks the inlined first-screen stylesheet, which security-headers.ts gives the response's nonce. */
export const FIRST_SCREEN_STYLE_TAG = '<style data-first-screen>';

/** index.html's language (Japanese), as written or as html-webpack-plugin minified it. */
const HTML_LANG = /<html lang="?ja"?/;

/**
 * What react-dom's preload() asked for while rendering (the viewer's page on screen), which
 * renderToString writes ahead of the markup: a head's business, and hydration expects none of it.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/** index.html's empty #root, as written or as html-webpack-plugin minified it. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** A start-up script's preload (ops/src/webpack/startup-preload-plugin.ts), as html-webpack-plugin wrote it. */
const SCRIPT_PRELOAD = /<link rel="?preload"? as="?script"?[^>]*>/g;

/** The host's main script, as html-webpack-plugin wrote it (the first-screen loader's script comes before it). */
const MAIN_SCRIPT = /<script defer(?:="")? src="?\/static\/main\.[\w.]*js"?><\/script>/;

/**
 * The host's main script and its start-up scripts' preloads, held in a <template> (whose content
 * the browser neither fetches nor runs) until the page has painted its first screen and its
 * leading images: the first-screen loader then puts them in the head
 * (host/src/first-screen-loader.ts). On a phone's slow connection the images otherwise share it
 * with about 250 KiB of scripts, the main script's 26 KiB first.
 */
function holdStartUp(html: string): string {
  const held = [...(MAIN_SCRIPT.exec(html) ?? []), ...(html.match(SCRIPT_PRELOAD) ?? [])];
  return html
    .replace(MAIN_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</head>', () => `<template id="${START_UP_PRELOADS_ID}">${held.join('')}</template></head>`);
}

/** index.html's own title and description (as written or as html-webpack-plugin minified them), which a rendered page's head replaces. */
const TEMPLATE_HEAD = [/<title>[^<]*<\/title>/, /<meta name="?description"? content=(?:"[^"]*"|[^\s>]+)\s*\/?>/];

/** The page's head (host/src/head/page-head.ts) in place of index.html's title and description, and its language. */
function withHead(html: string, page: RenderedPage): string {
  // A signed-in reader's copy of a first screen: its personal parts hidden until the page has the reader's answers.
  const pending = page.screen?.forSignedInReader ? ` ${READER_PENDING_ATTRIBUTE}` : '';
  const withLanguage = html.replace(HTML_LANG, () => `<html lang="${page.language}"${pending}`);
  if (page.head === '') return withLanguage;
  // Replaced through functions: in a replacement string, a title's `$'` or `$&` would be read as a pattern.
  return TEMPLATE_HEAD.reduce((document, pattern) => document.replace(pattern, ''), withLanguage).replace(
    '</head>',
    () => `${page.head}</head>`,
  );
}

/**
 * The first screen as #root's content, which the page's scripts adopt (hydration). Marked
 * `data-adopting` until then (host/src/app/first-screen-taps.ts), not inert: its links are
 * real links that work from the moment they show, and a tap on a button is held and acted on
 * once the page works.
 */
function withFirstScreen(html: string, screen: RenderedFirstScreen): string {
  const css = screen.css.replace(/<\/style/gi, '<\\/style');
  const preloads = LEADING_PRELOADS.exec(screen.html)?.[0] ?? '';
  const markup = screen.html.slice(preloads.length);
  return holdStartUp(html)
    .replace(
      '</head>',
      () => `${preloads}${FIRST_SCREEN_STYLE_TAG}${css}</style>${inlineJson(FIRST_SCREEN_QUERIES_ID, screen.queries)}</head>`,
    )
    .replace(EMPTY_ROOT, () => `<div id="root" data-adopting>${markup}</div>`);
}

/**
 * The host's index.html with the runtime config and the browser's registry inlined, which
 * saves the page a round trip before it can load the first remote, and with the page's head and
 * first screen when the server rendered them (first-screen.ts).
 */
export function createHostPage(hostDist: string, config: RuntimeConfig): (registry: Registry, page?: RenderedPage | null) => string {
  const template = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  // Per registry object (the stable one and each canary cohort's: cohort.ts builds each once);
  // a registry no longer served is dropped with its object.
  const pages = new WeakMap<Registry, string>();
  return (registry, page) => {
    let shell = pages.get(registry);
    if (shell === undefined) {
      const injected = inlineJson('ciao-config', config) + inlineJson('ciao-registry', registry);
      shell = template.replace('</head>', `${injected}</head>`);
      pages.set(registry, shell);
    }
    if (!page) return shell;
    const html = withHead(shell, page);
    return page.screen ? withFirstScreen(html, page.screen) : html;
  };
}
