// Small pieces of the payment step and the 3D Secure return page (kept apart from the after-checkout pages' parts and CSS).
import type { ComponentChildren } from 'preact';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { hrefFor } from '../../app/location';

/** Before the page's catalogues are there: the shell's loading text, or the connection message. */
export function Pending({ failed }: { failed: boolean }) {
  return (
    <p class={failed ? 'bw-alert' : 'bw-visually-hidden'} role={failed ? 'alert' : 'status'}>
      <Text id={failed ? 'errors.network' : 'shell.loading'} />
    </p>
  );
}

/** An in-app link the router follows in either router mode. */
export function RouteLink({ to, class: className, children }: { to: string; class: string; children: ComponentChildren }) {
  const { route } = useLocation();
  return (
    <a
      class={className}
      href={hrefFor(to)}
      onClick={(event) => {
        event.preventDefault();
        route(to);
      }}
    >
      {children}
    </a>
  );
}
