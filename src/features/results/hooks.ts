import { useEffect, useMemo, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { namespacesReady, useNamespaces, type Namespace } from '../../i18n';
import { companionTiers } from '../account';
import { facilitySetting, hotelCode } from '../facility';
import { hotelSearchRules, saveCriteria, type SearchCriteria, type SearchRules } from '../search';
import { initialCriteria, searchUrl } from './query';
import { sameCriteria, type roomSearch } from './store';

export const PAGE_NAMESPACES: Namespace[] = ['searchbar', 'results'];
/** The search form's pickers open on demand: their strings load after the page's, without holding it. */
const LATER_NAMESPACES: Namespace[] = ['pickers'];

/** Loads the page's catalogues; the page shows its skeleton until they are there. */
export function useCatalogues(namespaces: Namespace[] = PAGE_NAMESPACES): 'loading' | 'ready' | 'failed' {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    useNamespaces(namespaces)
      .then(() => useNamespaces(LATER_NAMESPACES))
      .catch(() => setFailed(true));
  }, []);
  if (namespacesReady(namespaces)) return 'ready';
  return failed ? 'failed' : 'loading';
}

type Search = Pick<typeof roomSearch, 'ensure' | 'run'>;

export interface AddressSearch {
  rules: SearchRules;
  /** The criteria of the search shown, and of the form. */
  criteria: SearchCriteria;
  /** Changes when criteria come from elsewhere than the form (the address, a suggested date): the form starts over from them. */
  formKey: number;
  /** Searches: saves the cookie, puts the criteria in the address (keeping its other values) and runs the search. */
  search(next: SearchCriteria, options?: { resetForm?: boolean }): void;
}

/**
 * A page whose search lives in the address: it starts from the query (else the cookie, else the
 * defaults, always within the facility's rules) and searches again when the address changes.
 */
export function useAddressSearch(path: string, store: Search, key: string): AddressSearch {
  const { url, route } = useLocation();
  const code = hotelCode.value ?? key;
  const setting = facilitySetting.value;
  const companions = companionTiers.value;
  const rules = useMemo(() => hotelSearchRules(setting, undefined, companions), [setting, companions]);
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const wanted = useMemo(() => initialCriteria(code, new URLSearchParams(queryString), rules), [code, queryString, rules]);
  const [form, setForm] = useState({ criteria: wanted, key: 0 });

  useEffect(() => {
    setForm((current) => (sameCriteria(current.criteria, wanted) ? current : { criteria: wanted, key: current.key + 1 }));
    void store.ensure(key, wanted);
  }, [key, wanted]);

  return {
    rules,
    criteria: form.criteria,
    formKey: form.key,
    search(next, { resetForm = false } = {}) {
      setForm((current) => ({ criteria: next, key: resetForm ? current.key + 1 : current.key }));
      saveCriteria(code, next);
      route(searchUrl(path, next, code, queryString));
      // Run now, not on the address change: searching again for the same stay must search again.
      void store.run(key, next);
    },
  };
}
