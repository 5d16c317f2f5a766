import { registrySchema, type Registry } from '@ciao/shared';
import { REGISTRY_ELEMENT_ID } from './registry-element';

/** Always served, no-cache: the source of truth when the inline copy is missing or stale. */
export const REGISTRY_URL = '/registry.json';

export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/** Validates a registry; the error lists every bad field so ops can fix a broken deploy fast. */
export function parseRegistry(raw: unknown): Registry {
  const parsed = registrySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new RegistryError(`invalid registry:\n${problems.join('\n')}`);
}

/** The inlined registry, or null when it is absent or invalid (then the page fetches it). */
export function readInlineRegistry(doc: Document = document): Registry | null {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    return parseRegistry(JSON.parse(text));
  } catch (error) {
    console.error('registry: the inlined copy is unusable, fetching /registry.json instead', error);
    return null;
  }
}

/**
 * A plain fetch on purpose: the registry is a static platform file, not an API call, so it
 * has none of the API's signature, envelope or error codes, and the host must be able to
 * read it before any remote (or the API) works.
 */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const url = new URL(REGISTRY_URL, window.location.origin).toString();
  const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new RegistryError(`registry: ${REGISTRY_URL} answered HTTP ${response.status}`);
  return parseRegistry(await response.json());
}
