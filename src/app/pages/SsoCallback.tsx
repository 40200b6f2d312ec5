import { useEffect } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { withCode } from '../../lib/url';
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
    const back = query.get('urlBack');
    const sameOrigin = back && new URL(back, location.origin).origin === location.origin;
    location.replace(sameOrigin ? back! : withCode('/booking/result', query.get('code') ?? undefined));
  }, []);
  return (
    <main class="bw-shell bw-page bw-notice" id="bw-main">
      <p role="status">
        <Text id="shell.sso_signing_in" />
      </p>
    </main>
  );
}
