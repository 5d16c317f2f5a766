import { parameterInvalid } from './api-failure';

/**
 * The params exactly as they came over the wire (query for GET, form body for POST): a
 * flat map of strings. A repeated key or a nested value is not something our client
 * sends, so it is a parameter error, never something to coerce.
 */
export function wireParams(source: unknown): Record<string, string> {
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object' || Array.isArray(source)) throw parameterInvalid('params must be key/value pairs');
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string') throw parameterInvalid(`param ${key} must be a single string`);
    // PostgreSQL text cannot hold a NUL byte (the query would fail with a server error), and no client sends one.
    if (value.includes('\u0000') || key.includes('\u0000')) throw parameterInvalid(`param ${key} contains a NUL character`);
    params[key] = value;
  }
  return params;
}
