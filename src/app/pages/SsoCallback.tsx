import { useEffect } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { allowedAddress, withCode } from '../../lib/url';
import { allowedParentOrigins } from '../frame';
import { startupQuery } from '../startup';

/**
 * The SSO callback path and the LINE redirect flag skip normal start-up: the sign-in window hands
 * its query to the window that opened it (same origin only) and closes, or returns to the search.
 */
export function SsoCallback() {
  useEffect(() => {
    const query = startupQuery();
    const payload = { type: 'booking:sso-callback', query: Object.fromEntries(query) };
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(payload, location.origin);
      window.close();
      return;
    }
    // Back to where sign-in started only when that is this site or a hotel's: an invalid `urlBack`
    // (another origin, javascript:, malformed) is ignored, and the guest goes to the search instead.
    const back = allowedAddress(query.get('urlBack'), allowedParentOrigins(), 'urlBack');
    location.replace(back ?? withCode('/booking/result', query.get('code') ?? undefined));
  }, []);
  return (
    <main class="bw-shell bw-page bw-notice" id="bw-main">
      <p role="status">
        <Text id="shell.sso_signing_in" />
      </p>
    </main>
  );
}
