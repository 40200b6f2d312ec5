import { startupQuery } from './startup';

let parentOrigins: string[] = [];

export function setAllowedParentOrigins(origins: string[]): void {
  parentOrigins = origins;
}

/** The hotels' sites the widget may be framed by and may send a guest back to. */
export function allowedParentOrigins(): readonly string[] {
  return parentOrigins;
}

export function isFramed(): boolean {
  try {
    return window.self !== window.top || startupQuery().get('iframe') === 'true';
  } catch {
    return true;
  }
}

/** Posts a namespaced message to the parent page, to allowed origins only (never '*'). */
export function postToParent(message: { type: string; [key: string]: unknown }): void {
  if (window.parent === window) return;
  for (const origin of parentOrigins) window.parent.postMessage(message, origin);
}

export function closeFrame(): void {
  postToParent({ type: 'booking:close' });
}

/** Calls `handler` for a namespaced message from the parent page, from allowed origins only. Returns the unsubscribe. */
export function onParentMessage(type: string, handler: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source !== window.parent || !parentOrigins.includes(event.origin)) return;
    if ((event.data as { type?: unknown } | null)?.type === type) handler();
  };
  addEventListener('message', listener);
  return () => removeEventListener('message', listener);
}
