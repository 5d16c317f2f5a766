/**
 * Where Google Tag Manager serves containers from: the host loads the container from here and
 * the web server's CSP allows it, both only when the runtime config names a container.
 * A subpath of its own (@ciao/shared/tag-manager), so the server reads it without the browser barrel.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
