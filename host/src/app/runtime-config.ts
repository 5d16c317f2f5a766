import { z } from 'zod';

/**
 * docs/product-rules.md §3 "Runtime config" (public.isProd, public.cookieEnvPrefix,
 * public.localeTimeOffsetFromUtc), the tag manager's container id (absent: no tag manager
 * loads) and the site's public origin, inlined by the server as <script id="ciao-config" type="application/json">.
 */
export const runtimeConfigSchema = z.object({
  isProd: z.boolean().default(false),
  cookieEnvPrefix: z.string().default(''),
  localeTimeOffsetFromUtc: z.number().min(-12).max(14).default(9),
  gtmContainerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  /** Field telemetry (host/src/telemetry/): where beacons go and the share of page sessions that send them; absent: none. */
  fieldTelemetry: z.object({ url: z.string().startsWith('/'), sampleRate: z.number().min(0).max(1) }).optional(),
  /** Where the site is public ('https://comics.example'): canonical links, og:url and og:image are absolute in it. Absent: the page's own origin. */
  publicOrigin: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/)
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_ELEMENT_ID = 'ciao-config';

/**
 * Reads the inlined config. Absent: the defaults (local development). Present but
 * broken: every bad value is reported, and the page runs as production, the safe side
 * (no version overrides), rather than not starting at all for readers.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return runtimeConfigSchema.parse({});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    console.error(`runtime config: #${RUNTIME_CONFIG_ELEMENT_ID} is not JSON`, cause);
    return { ...runtimeConfigSchema.parse({}), isProd: true };
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  console.error(`runtime config: invalid values\n${problems.join('\n')}`);
  return { ...runtimeConfigSchema.parse({}), isProd: true };
}
