import { Text } from 'preact-i18n';
import { useLocation } from 'preact-iso';
import { hrefFor } from '../location';

export function NotFound() {
  const { query } = useLocation();
  const home = hrefFor(`/booking/result${query.code ? `?code=${encodeURIComponent(query.code)}` : ''}`);
  return (
    <section class="bw-page bw-notice" aria-labelledby="bw-404-title">
      <h1 id="bw-404-title">
        <Text id="shell.not_found.title" />
      </h1>
      <p>
        <Text id="shell.not_found.body" />
      </p>
      <a class="bw-button" href={home}>
        <Text id="shell.not_found.home" />
      </a>
    </section>
  );
}
