import { z } from 'zod';
import { lazySchema } from '../contracts/lazy-schema';

/**
 * The deployment registry: the one mutable file of the platform, served no-cache at
 * /registry.json. It maps each remote to its active version, the URL of that version's
 * entry and the entry's integrity; `history` keeps earlier deployments for rollback. The schemas
 * are built on first use (lazySchema), when a registry is read, not when @ciao/shared is evaluated.
 */
export const registryDeploymentSchema = lazySchema(() =>
  z.object({
    version: z.string().min(1),
    /** Absolute path or URL of the version's remoteEntry.js. */
    entry: z.string().min(1),
    /** Subresource integrity of the entry (sha384-...). */
    integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/),
    /** When this version was first deployed (a rollback to it keeps this and sets `activatedAt`). */
    deployedAt: z.string(),
    /** When and by whom this version last became active (deploy or rollback). */
    activatedAt: z.string().optional(),
    activatedBy: z.string().optional(),
    /**
     * Integrity of the version's stored file list (every file with its hash; ops/src/deploy/
     * version-files.ts), recorded at deploy: a rollback and a web node check the stored files
     * against it, so a file changed in the store after its deploy is refused.
     */
    filesIntegrity: z
      .string()
      .regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/)
      .optional(),
    /**
     * The scripts each expose runs before it renders ('./TopPage' -> file names relative to the
     * entry), so the host page can preload the current route's remote in parallel with its own
     * start-up. Absent in deployments made before it existed: the page then loads them on demand.
     */
    exposeScripts: z.record(z.string(), z.array(z.string())).optional(),
    /**
     * The subresource integrity of each file in exposeScripts (file -> sha384-...). The remote's
     * runtime loads its chunks with their integrity (ops/src/webpack/chunk-integrity-plugin.ts), and
     * the browser uses a preload only for a request with the same integrity: a preload without it
     * would download each file twice.
     */
    scriptIntegrity: z.record(z.string(), z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/)).optional(),
  }),
);
export type RegistryDeployment = z.infer<typeof registryDeploymentSchema>;

export const registryRemoteSchema = lazySchema(() =>
  z.object({
    active: registryDeploymentSchema,
    pinned: z.boolean().default(false),
    history: z.array(registryDeploymentSchema),
  }),
);
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

export const registrySchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    updatedAt: z.string(),
    remotes: z.record(z.string(), registryRemoteSchema),
  }),
);
export type Registry = z.infer<typeof registrySchema>;
