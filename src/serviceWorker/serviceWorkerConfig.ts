/** What `customFields.serviceWorker` holds: the hostnames where the docs register their worker. */
export type ServiceWorkerConfig = {hosts: string[]};

export const DEFAULT_DOCS_HOSTS: readonly string[] = ['mui.com'];

const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function validHosts(values: unknown[]): string[] {
  const hosts = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => HOSTNAME.test(value));
  return [...new Set(hosts)];
}

/**
 * Build time: `DOCS_SW_HOSTS` (comma-separated, e.g. `localhost` for the e2e build) adds hosts
 * to the public one; malformed entries are dropped.
 */
export function serviceWorkerConfigFromEnv(env: Record<string, string | undefined>): ServiceWorkerConfig {
  return {hosts: validHosts([...DEFAULT_DOCS_HOSTS, ...(env.DOCS_SW_HOSTS ?? '').split(',')])};
}

/** Run time: reads `customFields.serviceWorker`, falling back to the public host on a bad value. */
export function readServiceWorkerConfig(customFields: Record<string, unknown> | undefined): ServiceWorkerConfig {
  const config = customFields?.serviceWorker;
  const hosts = typeof config === 'object' && config !== null ? (config as Record<string, unknown>).hosts : undefined;
  const valid = Array.isArray(hosts) ? validHosts(hosts) : [];
  return {hosts: valid.length > 0 ? valid : [...DEFAULT_DOCS_HOSTS]};
}

export type RegistrationContext = {
  production: boolean;
  supported: boolean;
  hostname: string;
  hosts: readonly string[];
};

/** Only a production build on one of the docs hosts installs a worker; anywhere else, none. */
export function shouldRegisterServiceWorker({production, supported, hostname, hosts}: RegistrationContext): boolean {
  return production && supported && hosts.includes(hostname.toLowerCase());
}
