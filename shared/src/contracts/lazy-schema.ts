/**
 * A module-level zod schema (or a plain record of schemas) that is built the first time it is
 * used. Why: zod 4 builds a schema eagerly, with a closure per method on every node, and the
 * module-level schemas of @ciao/shared (entities, event payloads, session, registry, shared
 * parts of the endpoint contracts) cost about 40 ms of a phone's start-up, 160 ms under
 * Lighthouse's 4x CPU slowdown, all in one long task, while a page parses with a handful of them.
 * (The endpoints' own schemas are built on first use too: defineEndpoint.)
 *
 * The value stands in for the schema everywhere, with its type: `parse`, `extend`, embedding it
 * in another schema, `z.infer<typeof x>`. Every read is forwarded to the built schema. Zod's
 * methods are closures over their own schema, so calling them through the stand-in acts on the
 * built schema itself.
 */
export function lazySchema<S extends object>(build: () => S): S {
  let schema: S | undefined;
  const built = (): S => {
    schema ??= build();
    return schema;
  };
  // The proxy's own target stays an empty object; every trap answers from the built schema.
  // Descriptors are reported configurable, as the proxy invariants require for properties the
  // empty target does not hold.
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
