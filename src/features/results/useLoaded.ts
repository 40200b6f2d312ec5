// Small hooks for the pages that show one call's answer (recommender, cancellation policy): they
// need neither the search bar nor the results store, so they stay out of those chunks.
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../api';
import { namespacesReady, useNamespaces, type Namespace } from '../../i18n';

export type Loaded<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: { key: string; fields: Record<string, unknown> } };

/** Catalogue key and fields of a failed call. */
export function errorMessage(error: unknown): { key: string; fields: Record<string, unknown> } {
  return error instanceof ApiError ? { key: error.messageKey, fields: error.params } : { key: 'errors.generic', fields: {} };
}

/** Runs `load` whenever `key` changes; a late answer to an earlier key is dropped. */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => controller.signal.aborted || setState({ key, value: { status: 'loaded', data } }),
      (error: unknown) => controller.signal.aborted || setState({ key, value: { status: 'error', error: errorMessage(error) } }),
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** Loads the page's catalogues; 'failed' when they cannot be fetched. */
export function usePageNamespaces(namespaces: Namespace[]): 'loading' | 'ready' | 'failed' {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    useNamespaces(namespaces).catch(() => setFailed(true));
  }, []);
  if (namespacesReady(namespaces)) return 'ready';
  return failed ? 'failed' : 'loading';
}
