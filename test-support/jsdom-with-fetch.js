// jsdom lacks Node's fetch family, which ky needs: they are copied onto the jsdom global.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'crypto',
  'Blob',
  'URL',
  'URLSearchParams',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (name === 'crypto') {
        Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true });
      } else if (globalThis[name] !== undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
