// Small pieces of the payment step and the 3D Secure return page (kept apart from the after-checkout pages' parts and CSS).
import { Text } from 'preact-i18n';

/** Before the page's catalogues are there: the shell's loading text, or the connection message. */
export function Pending({ failed }: { failed: boolean }) {
  return (
    <p class={failed ? 'bw-alert' : 'bw-visually-hidden'} role={failed ? 'alert' : 'status'}>
      <Text id={failed ? 'errors.network' : 'shell.loading'} />
    </p>
  );
}

export { RouteLink } from './RouteLink';
