import { signal } from '@preact/signals';

/** A message for the guest: a catalogue key and its fields. */
export interface Message {
  key: string;
  fields?: Record<string, unknown>;
}

/** The dismissible warning at the top of the shell. */
export const globalError = signal<Message | undefined>(undefined);
/** Start-up finished: settings, login widget and user are known (or failed with a warning). */
export const initialLoadArrived = signal(false);
/** Start-up cannot go on (no hotel code, unknown hotel): the page says why. */
export const startupStop = signal<Message | undefined>(undefined);

/** Where the guest was when the service answered 503 (the 503 page's retry goes back there). */
export const BEFORE_503_KEY = 'bw_before_503';
