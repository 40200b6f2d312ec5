import type { ComponentChildren } from 'preact';
import { useLocation } from 'preact-iso';
import { hrefFor } from '../../app/location';

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
