import type { ComponentChildren } from 'preact';
import { Text } from 'preact-i18n';
import type { Message } from './afterCheckoutState';
import './afterCheckout.css';

/** Before the page's catalogues are there: the shell's loading text, or the connection message. */
export function CataloguesPending({ failed }: { failed: boolean }) {
  return failed ? (
    <p class="bw-booking__alert" role="alert">
      <Text id="errors.network" />
    </p>
  ) : (
    <p class="bw-booking__loading" role="status">
      <Text id="shell.loading" />
    </p>
  );
}

export function Alert({ message, children }: { message: Message; children?: ComponentChildren }) {
  return (
    <div class="bw-booking__alert" role="alert">
      <p>
        <Text id={message.key} fields={message.fields} />
      </p>
      {children}
    </div>
  );
}


/** Asks the guest to reload: the page's data can no longer be trusted. */
export function ReloadNotice({ message }: { message: string }) {
  return (
    <Alert message={{ key: message, fields: {} }}>
      <button type="button" class="bw-button" onClick={() => location.reload()}>
        <Text id="shell.reload" />
      </button>
    </Alert>
  );
}

export { RouteLink } from './RouteLink';
