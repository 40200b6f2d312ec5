// What the confirmation, fail and payment link pages share: their catalogues, and a failed call as a message.
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../api';
import { namespacesReady, useNamespaces, type Namespace } from '../../i18n';

export type Message = { key: string; fields: Record<string, unknown> };

/** Catalogue key and fields of a failed call; `notFound` names what a 404 could not find. */
export function errorMessage(error: unknown, notFound?: string): Message {
  if (!(error instanceof ApiError)) return { key: 'errors.generic', fields: {} };
  if (notFound && error.status === 404) return { key: notFound, fields: {} };
  return { key: error.messageKey, fields: error.params };
}

/** Loads the page's catalogues; 'failed' when they cannot be fetched. */
export function useCatalogues(namespaces: Namespace[]): 'loading' | 'ready' | 'failed' {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    useNamespaces(namespaces).catch(() => setFailed(true));
  }, []);
  if (namespacesReady(namespaces)) return 'ready';
  return failed ? 'failed' : 'loading';
}
