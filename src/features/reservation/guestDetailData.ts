// The guest detail step's data: its catalogues, the hotel's (and brand's) questions, the extras on offer for the
// booked plans, and the rooms booked one by one.
import { useEffect, useRef, useState } from 'preact/hooks';
import { readStored } from '../../lib/storage';
import { currentLocale, namespacesReady, useNamespaces, type Namespace } from '../../i18n';
import { fetchExtras, fetchQuestions, type AdditionalQuestion } from './api';
import { visibleExtras, type Extra } from './extras';
import { timeOptions, type RoomUnit } from './Questions';
import { earlierAnswersKey, prefillAnswers, type EarlierAnswers } from './questions';
import type { SelectedRoom } from './selection';

const NAMESPACES: Namespace[] = ['reservation', 'booking'];
export type Loaded<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; key: string };

export function useCatalogues(): 'loading' | 'ready' | 'failed' {
  const [failed, setFailed] = useState(false);
  useEffect(() => void useNamespaces(NAMESPACES).catch(() => setFailed(true)), []);
  if (namespacesReady(NAMESPACES)) return 'ready';
  return failed ? 'failed' : 'loading';
}

/** The hotel's questions and the brand's: a hotel failure is shown, a brand failure is reported as info and ignored. */
export function useQuestions(code: string, brand: string | null | undefined): Loaded<AdditionalQuestion[]> {
  const [state, setState] = useState<Loaded<AdditionalQuestion[]>>({ status: 'loading' });
  const locale = currentLocale.value;
  useEffect(() => {
    const controller = new AbortController();
    const brandQuestions = brand
      ? fetchQuestions({ brand }, controller.signal).catch((error: unknown) => {
          // Spec section 8: "brand question failure is reported as info and ignored".
          console.info('Brand additional questions unavailable', error);
          return [];
        })
      : Promise.resolve([]);
    Promise.all([fetchQuestions({ hotel: code }, controller.signal), brandQuestions]).then(
      ([own, brands]) => controller.signal.aborted || setState({ status: 'loaded', data: [...own, ...brands] }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', key: (error as { messageKey?: string }).messageKey ?? 'errors.generic' }),
    );
    return () => controller.abort();
  }, [code, brand, locale]);
  return state;
}

export function useExtras(code: string, stay: { checkin?: string; checkout?: string }, rooms: SelectedRoom[]): Loaded<Extra[]> {
  const [state, setState] = useState<Loaded<Extra[]>>({ status: 'loading' });
  const locale = currentLocale.value;
  // The plans booked: the hotel leaves out an extra they all include (no breakfast add-on with a breakfast plan).
  const plans = rooms.every((room) => room.hotelPlanCode) ? [...new Set(rooms.map((room) => room.hotelPlanCode!))].sort().join(',') : '';
  useEffect(() => {
    const controller = new AbortController();
    fetchExtras(code, stay, controller.signal, plans ? plans.split(',') : []).then(
      (extras) => controller.signal.aborted || setState({ status: 'loaded', data: visibleExtras(extras) }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', key: (error as { messageKey?: string }).messageKey ?? 'errors.generic' }),
    );
    return () => controller.abort();
  }, [code, stay.checkin, stay.checkout, locale, plans]);
  return state;
}

/** Each room booked, one per unit of quantity. */
export function roomUnits(rooms: SelectedRoom[]): (RoomUnit & { room: SelectedRoom })[] {
  return rooms.flatMap((room) => Array.from({ length: room.quantity }, () => ({ room, adults: room.numberOfAdults, name: room.roomTypeName ?? room.roomTypeCode })));
}


/**
 * "Answers prefill from earlier answers": once the questions are known, a question the guest has not answered on this
 * step takes the answers of their last booking here (times the question still offers, people counts that add up).
 */
export function usePrefilledAnswers(
  code: string,
  loaded: boolean,
  shown: AdditionalQuestion[],
  units: RoomUnit[],
  answered: Record<string, unknown>,
  apply: (found: ReturnType<typeof prefillAnswers>) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !loaded) return;
    done.current = true;
    const unanswered = shown.filter((question) => !answered[String(question.id)]);
    const found = prefillAnswers(
      readStored<EarlierAnswers>(earlierAnswersKey(code)),
      units.map((unit) => unit.adults),
      unanswered.map((question) => ({ id: question.id, question_type: question.question_type, times: timeOptions(question) })),
    );
    if (Object.keys(found).length) apply(found);
  }, [loaded]);
}
