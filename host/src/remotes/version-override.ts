import { REMOTE_NAMES, type RemoteName } from '@ciao/shared';

/**
 * Non-production override (DESIGN "Independent deployment"): `?mfe=catalog@1.0.0-abc`
 * lets one browser tab try another deployed version of one remote. Several remotes:
 * repeat the parameter or separate with commas; `?mfe=off` clears the tab's overrides.
 * Kept in sessionStorage, so it lasts for the tab and affects nobody else.
 */
export type VersionOverrides = Partial<Record<RemoteName, string>>;

export const OVERRIDE_QUERY_PARAM = 'mfe';
export const OVERRIDE_STORAGE_KEY = 'ciao:mfe-override';

const OVERRIDE_PATTERN = /^([a-z]+)@([\w.+-]{1,64})$/;

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

export function parseOverrideValues(values: readonly string[]): VersionOverrides {
  const overrides: VersionOverrides = {};
  for (const item of values.flatMap((value) => value.split(','))) {
    const match = OVERRIDE_PATTERN.exec(item.trim());
    if (!match) continue;
    const [, name = '', version = ''] = match;
    if (isRemoteName(name)) overrides[name] = version;
  }
  return overrides;
}

function readStored(storage: Pick<Storage, 'getItem'>): VersionOverrides {
  try {
    const raw: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    return parseOverrideValues(Object.entries(raw).map(([name, version]) => `${name}@${String(version)}`));
  } catch {
    return {};
  }
}

interface OverrideSource {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  isProd: boolean;
}

/** The tab's overrides; always none in production, whatever the URL or storage say. */
export function readVersionOverrides({ search, storage, isProd }: OverrideSource): VersionOverrides {
  if (isProd) return {};
  const values = new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM);
  try {
    if (values.includes('off')) {
      storage.removeItem(OVERRIDE_STORAGE_KEY);
      return {};
    }
    const merged = { ...readStored(storage), ...parseOverrideValues(values) };
    if (values.length > 0) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(merged));
    return merged;
  } catch {
    return parseOverrideValues(values);
  }
}
