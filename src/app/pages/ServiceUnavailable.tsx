import { Text } from 'preact-i18n';
import { readStored } from '../../lib/storage';
import { reloadAt } from '../location';
import { BEFORE_503_KEY } from '../state';


export default function ServiceUnavailable() {
  // Try again where the guest was when the service went away.
  const retry = () => reloadAt(readStored<string>(BEFORE_503_KEY, 'session') ?? '/');
  return (
    <section class="bw-page bw-notice" aria-labelledby="bw-503-title">
      <h1 id="bw-503-title">
        <Text id="shell.service_unavailable.title" />
      </h1>
      <p>
        <Text id="shell.service_unavailable.body" />
      </p>
      <button type="button" class="bw-button" onClick={retry}>
        <Text id="shell.service_unavailable.retry" />
      </button>
    </section>
  );
}
