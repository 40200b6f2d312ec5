import { Text } from 'preact-i18n';

/** A route's chunk could not be loaded (connection lost): say so and offer a reload. */
export function RouteLoadError() {
  return (
    <div class="bw-page bw-notice" role="alert">
      <p>
        <Text id="errors.network" />
      </p>
      <button type="button" class="bw-button" onClick={() => location.reload()}>
        <Text id="shell.reload" />
      </button>
    </div>
  );
}
