import { createApiClient, type ApiClient, type ApiConfig, type ClientDeps, type PolicyHooks } from './client';

export { ApiError, messageKeyForCode, readErrorPayload } from './errors';
export type { ApiClient, ApiConfig, PolicyHooks, RequestOptions } from './client';

let client: ApiClient | undefined;

/** Installs the one request policy every feature uses. */
export function configureApi(config: ApiConfig, hooks: PolicyHooks, deps?: ClientDeps): ApiClient {
  client = createApiClient(config, hooks, deps);
  return client;
}

export function api(): ApiClient {
  if (!client) throw new Error('configureApi() must run before any call');
  return client;
}
