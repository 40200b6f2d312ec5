// The card provider (a third party): card data goes from the guest's browser straight to it, and only the token it
// returns reaches our API. This call is deliberately OUTSIDE our request policy (src/api): it must not carry our client
// session, user token, locale or site-controller headers, nor be retried on 429/403 like our own calls. So it uses
// fetch directly. Nothing here keeps the card: the caller drops it once the token is back.
import { ApiError, readErrorPayload } from '../../api';
import { runtimeConfig } from '../../app/config';

export interface CardInput {
  holder: string;
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  brand?: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** The provider's base: `paymentProviderUrl` of the runtime config, else the origin of the API base URL. */
export function paymentProviderBase(): string {
  const config = runtimeConfig();
  if (config?.paymentProviderUrl) return config.paymentProviderUrl.replace(/\/+$/, '');
  try {
    return new URL(config?.apiBaseUrl ?? '', location.href).origin;
  } catch {
    return location.origin;
  }
}

/** POST <provider>/sandbox-pay/v1/tokens → the token; a refusal is an ApiError with the provider's code (3004, 3005, 3007…). */
export async function tokenizeCard(card: CardInput, signal?: AbortSignal): Promise<CardToken> {
  let res: Response;
  try {
    res = await fetch(`${paymentProviderBase()}/sandbox-pay/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    throw new ApiError({ status: 0, kind: signal?.aborted ? 'aborted' : 'network', serverMessage: String(error), params: {} });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError({ status: res.status, kind: 'malformed', serverMessage: 'The card provider answered without JSON', params: {} });
  }
  if (!res.ok) throw new ApiError({ status: res.status, kind: 'http', ...readErrorPayload(body) });
  const data = (body as { data?: Partial<CardToken> } | undefined)?.data;
  if (typeof data?.token !== 'string' || !data.token) throw new ApiError({ status: res.status, kind: 'malformed', serverMessage: 'data.token missing', params: {} });
  return { token: data.token, brand: String(data.brand ?? ''), last4: String(data.last4 ?? '') };
}
