import { Text } from 'preact-i18n';

export function Spinner() {
  return (
    <div class="bw-spinner" role="status" aria-live="polite">
      <span class="bw-spinner__ring" aria-hidden="true" />
      <span class="bw-visually-hidden">
        <Text id="shell.loading" />
      </span>
    </div>
  );
}
