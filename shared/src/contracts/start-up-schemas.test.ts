/**
 * @ciao/shared is evaluated at every page's start-up (issue 26): evaluating it must build no zod
 * schema. Module-level schemas are lazySchema stand-ins and the endpoints' schemas are built on
 * first use (defineEndpoint); a schema built at module level would show up here.
 */
test('evaluating the browser barrel of @ciao/shared builds no zod schema', () => {
  const built: string[] = [];
  let atEvaluation: string[] = [];
  jest.isolateModules(() => {
    jest.doMock('zod', () => {
      const actual = jest.requireActual<typeof import('zod')>('zod');
      // zod's factories (z.object, z.string...) counted; its classes (z.ZodType) kept as they are.
      const z = Object.fromEntries(
        Object.entries(actual.z as unknown as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === 'function' && /^[a-z]/.test(key) && key !== 'config'
            ? (...args: unknown[]) => {
                built.push(key);
                return (value as (...a: unknown[]) => unknown)(...args);
              }
            : value,
        ]),
      );
      return { ...actual, z };
    });
    require('../index');
    atEvaluation = [...built];
    // The stand-ins still build and parse when used.
    const { registrySchema } = require('../index') as typeof import('../index');
    expect(registrySchema.safeParse({ schemaVersion: 1, updatedAt: 'now', remotes: {} }).success).toBe(true);
  });
  expect(atEvaluation).toEqual([]);
  expect(built).toContain('object');
});
