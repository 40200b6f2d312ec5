import { Text } from 'preact-i18n';

function Card() {
  return (
    <div class="bw-boot-card">
      <span class="bw-boot-block" />
      <div class="bw-boot-body">
        <span class="bw-boot-line bw-boot-line--title" />
        <span class="bw-boot-line" />
        <span class="bw-boot-line bw-boot-line--short" />
        <span class="bw-boot-offer" />
      </div>
    </div>
  );
}

/**
 * What start-up shows until the hotel's settings are there: the same skeleton index.html paints before
 * any script (styled by index.html's own style block), so the page does not change while it loads.
 */
export function BootSkeleton() {
  return (
    <div class="bw-boot" aria-busy="true">
      <span class="bw-visually-hidden" role="status">
        <Text id="shell.loading" />
      </span>
      <div class="bw-boot-main bw-boot-main--inner" aria-hidden="true">
        <span class="bw-boot-bar" />
        <Card />
        <Card />
      </div>
    </div>
  );
}
