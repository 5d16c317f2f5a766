/**
 * A refusal the operator can act on: the CLI prints it as one line starting `mfe:` and exits 1,
 * with the store and the registry unchanged.
 */
export class DeployError extends Error {}
