import type { Endpoint } from '@ciao/shared/contracts';

/** Params every call carries; the harness adds them (toWire) and they are fuzzed like any other. */
const COMMON = new Set(['version', 'platform']);

/** Hostile values sent in place of one param (issue 3: missing, wrong type, huge, oversized, SQL, script). */
export const HOSTILE_VALUES: ReadonlyArray<[string, string]> = [
  ['wrong type (text)', 'not-a-number'],
  ['wrong type (JSON object)', '{"$gt":""}'],
  ['empty', ''],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['huge number', '99999999999999999999'],
  ['10 KB string', 'x'.repeat(10 * 1024)],
  ['SQL fragment', '1;DROP TABLE titles--'],
  ['SQL quote', "' OR 1=1--"],
  ['script fragment', '<script>alert(1)</script>'],
  ['NUL and control characters', 'a\u0000b\u001bc'],
];

/** Values a real client sends, tried in order to build one valid value per param. */
const SAMPLE_VALUES = [
  '10101',
  '101',
  '1',
  '0',
  '1,2',
  'true',
  'reader@example.com',
  'Comic-Reader-2026',
  'monday',
  '2026-11-20T12:00:00',
  'abc',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enum entries and literal values anywhere inside a zod schema (walks its definition). */
function literalsIn(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!isRecord(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const zod = schema._zod;
  const def = isRecord(zod) && isRecord(zod.def) ? zod.def : null;
  if (!def) return [];
  const found: string[] = [];
  if (def.type === 'enum' && isRecord(def.entries)) found.push(...Object.values(def.entries).map(String));
  if (def.type === 'literal' && Array.isArray(def.values)) found.push(...def.values.map(String));
  for (const value of Object.values(def)) {
    for (const inner of Array.isArray(value) ? value : [value]) found.push(...literalsIn(inner, seen));
  }
  return found;
}

interface ParamSchema {
  safeParse(value: unknown): { success: boolean };
}

export interface FuzzableParam {
  name: string;
  required: boolean;
  /** A value the param's own schema accepts, or undefined when none of the samples fits. */
  valid: string | undefined;
}

/** The params of an endpoint (common ones left to the harness) with a valid sample value each. */
export function paramsOf(endpoint: Endpoint): FuzzableParam[] {
  const shape = endpoint.params.shape as Record<string, ParamSchema>;
  return Object.entries(shape)
    .filter(([name]) => !COMMON.has(name))
    .map(([name, schema]) => ({
      name,
      required: !schema.safeParse(undefined).success,
      valid: [...literalsIn(schema), ...SAMPLE_VALUES].find((candidate) => schema.safeParse(candidate).success),
    }));
}

/** Valid values for every param that has one: the call each hostile value is planted into. */
export function baselineOf(params: readonly FuzzableParam[]): Record<string, string> {
  return Object.fromEntries(params.filter((param) => param.valid !== undefined).map((param) => [param.name, param.valid as string]));
}
