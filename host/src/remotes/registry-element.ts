/**
 * The id of the script element into which the server inlines the registry (DESIGN
 * "Composition"). Its own module so the host's main script can read the registry before any
 * shared library has loaded (route-preload.ts).
 */
export const REGISTRY_ELEMENT_ID = 'ciao-registry';
