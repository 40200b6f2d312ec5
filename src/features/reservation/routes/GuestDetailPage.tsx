// /reservation/guest-detail: the rooms chosen and their price, the guest's details, the hotel's questions,
// attachments and extras; validated, kept in session storage while typed, and handed to the payment step.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { SelectedRoomsList } from '../SelectedRoomsList';
import { ApiError } from '../../../api';
import { currentLocale, languageTag, namespacesReady, t, useNamespaces, type Namespace } from '../../../i18n';
import { today } from '../../../lib/dates';
import { readStored } from '../../../lib/storage';
import { formatPrice } from '../../../lib/money';
import { loginWidget, member, organization } from '../../account';
import { facilitySetting, hotelCode } from '../../facility';
import { fetchExtras, fetchQuestions, type AdditionalQuestion, type UploadedAttachment } from '../api';
import { Redirect } from '../../../app/Redirect';
import { completedBookingUrl } from '../afterBooking';
import { Attachments } from '../Attachments';
import { completeGuestDetail, goToPayment, priceChange, readGuestDetailDraft, writeGuestDetailDraft, type GuestDetailDraft } from '../checkout';
import { visibleExtras, type Extra, type ExtraOrder } from '../extras';
import { extraLines, ExtrasPicker } from '../ExtrasPicker';
import { describedBy, fieldId, FieldMessage, TextField } from '../Field';
import { answerPayload, earlierAnswersKey, prefillAnswers, questionForRooms, questionVisible, type Answer, type EarlierAnswers } from '../questions';
import { Question, questionTitle, timeOptions, type RoomUnit } from '../Questions';
import { repriceWithCoupon } from '../reprice';
import { applyingAfterCoupon, restoreSelection, selectedDiscount, selectedRooms, selectedTax, selectedTotal, type SelectedRoom } from '../selection';
import { BOOKING_ERRORS, fieldPresence, validateGuestDetail, type FieldError, type GuestDetailContext, type GuestField } from '../validation';
import '../reservation.css';

const NAMESPACES: Namespace[] = ['reservation', 'booking'];
type Loaded<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; key: string };

const emptyDraft = (): GuestDetailDraft => ({ detail: {}, answers: {}, attachments: [], extras: {}, rooms: [] });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function useCatalogues(): 'loading' | 'ready' | 'failed' {
  const [failed, setFailed] = useState(false);
  useEffect(() => void useNamespaces(NAMESPACES).catch(() => setFailed(true)), []);
  if (namespacesReady(NAMESPACES)) return 'ready';
  return failed ? 'failed' : 'loading';
}

/** The hotel's questions and the brand's: a hotel failure is shown, a brand failure is reported as info and ignored. */
function useQuestions(code: string, brand: string | null | undefined): Loaded<AdditionalQuestion[]> {
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

function useExtras(code: string, stay: { checkin?: string; checkout?: string }): Loaded<Extra[]> {
  const [state, setState] = useState<Loaded<Extra[]>>({ status: 'loading' });
  const locale = currentLocale.value;
  useEffect(() => {
    const controller = new AbortController();
    fetchExtras(code, stay, controller.signal).then(
      (extras) => controller.signal.aborted || setState({ status: 'loaded', data: visibleExtras(extras) }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', key: (error as { messageKey?: string }).messageKey ?? 'errors.generic' }),
    );
    return () => controller.abort();
  }, [code, stay.checkin, stay.checkout, locale]);
  return state;
}

/** Each room booked, one per unit of quantity. */
function roomUnits(rooms: SelectedRoom[]): (RoomUnit & { room: SelectedRoom })[] {
  return rooms.flatMap((room) => Array.from({ length: room.quantity }, () => ({ room, adults: room.numberOfAdults, name: room.roomTypeName ?? room.roomTypeCode })));
}

function SelectedRooms({ rooms, currency, tag }: { rooms: SelectedRoom[]; currency: string; tag: string }) {
  return (
    <section class="bw-gd__panel" aria-labelledby="bw-gd-rooms">
      <h2 id="bw-gd-rooms" class="bw-gd__heading">
        <Text id="reservation.rooms.title" />
      </h2>
      <SelectedRoomsList
        rooms={rooms}
        price={(amount) => formatPrice(amount, currency, tag)}
        guests={(room) => (
          <Text
            id="reservation.rooms.guests"
            fields={{
              adults: t('reservation.rooms.adults', { count: room.numberOfAdults }, room.numberOfAdults),
              children: t('reservation.rooms.children', { count: room.numberOfChildren }, room.numberOfChildren),
              count: room.quantity,
            }}
          />
        )}
      />
    </section>
  );
}

function PriceSummary({ extras, currency, tag }: { extras: number; currency: string; tag: string }) {
  const price = (amount: number) => formatPrice(amount, currency, tag);
  const discount = selectedDiscount.value;
  // Rows add up: the room rate before the saving, the saving, then the total.
  const rows: [string, number][] = [
    ['rooms', selectedTotal.value + discount],
    ['tax', selectedTax.value],
  ];
  // The coupon's or promotion's saving, already taken off the rooms' price.
  if (discount) rows.push(['discount', -discount]);
  if (extras) rows.push(['extras', extras]);
  return (
    <section class="bw-gd__panel bw-gd__price" aria-labelledby="bw-gd-price">
      <h2 id="bw-gd-price" class="bw-gd__heading">
        <Text id="reservation.summary.title" />
      </h2>
      <dl>
        {rows.map(([key, amount]) => (
          <div key={key} class={`bw-gd__price-row${key === 'tax' || key === 'discount' ? ' bw-gd__price-row--sub' : ''}`}>
            <dt>
              <Text id={`reservation.summary.${key}`} />
            </dt>
            <dd>{price(amount)}</dd>
          </div>
        ))}
        <div class="bw-gd__price-row bw-gd__price-row--total">
          <dt>
            <Text id="reservation.summary.total" />
          </dt>
          <dd data-testid="bw-gd-total">{price(selectedTotal.value + extras)}</dd>
        </div>
      </dl>
    </section>
  );
}

function NothingSelected({ resultsUrl }: { resultsUrl: string }) {
  const { route } = useLocation();
  return (
    <section class="bw-gd bw-empty" aria-labelledby="bw-gd-title">
      <h1 id="bw-gd-title" class="bw-gd__title">
        <Text id="reservation.empty.title" />
      </h1>
      <p>
        <Text id="reservation.empty.body" />
      </p>
      <a
        class="bw-button"
        href={resultsUrl}
        onClick={(event) => {
          event.preventDefault();
          route(resultsUrl);
        }}
      >
        <Text id="reservation.empty.back" />
      </a>
    </section>
  );
}

function GuestDetailForm({ code, stay }: { code: string; stay: { checkin?: string; checkout?: string } }) {
  const { route } = useLocation();
  const setting = facilitySetting.value;
  const locale = currentLocale.value;
  const tag = languageTag(locale);
  const currency = setting?.currency ?? '';
  const [draft, setDraft] = useState<GuestDetailDraft>(() => {
    const kept = readGuestDetailDraft(code);
    if (kept) return kept;
    // A coupon the search was made with is this step's coupon too: the rooms are already priced with it.
    const searched = setting?.coupon_active ? selectedRooms.peek().find((room) => room.couponCode)?.couponCode : undefined;
    return searched ? { ...emptyDraft(), detail: { coupon_code: searched }, appliedCoupon: searched } : emptyDraft();
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ key: string; fields?: Record<string, unknown> } | undefined>();
  const [showSummary, setShowSummary] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const rooms = selectedRooms.value;

  useEffect(() => writeGuestDetailDraft(code, { ...draft, rooms }), [draft, rooms, code]);
  useEffect(() => {
    if (showSummary) summary.current?.focus();
  }, [showSummary]);

  const questions = useQuestions(code, setting?.brand_code);
  const extras = useExtras(code, stay);
  const audience = { member: member.value, organization: organization.value };
  const shownQuestions = questions.status === 'loaded' ? questions.data.filter((q) => questionVisible(q.labels, audience) && questionForRooms(q.hotel_plan_codes, rooms)) : [];
  const lines = useMemo(() => (extras.status === 'loaded' ? extraLines(extras.data) : []), [extras]);
  const orderedLines = lines.filter((line) => (draft.extras[line.key] ?? 0) > 0);
  const extrasTotal = orderedLines.reduce((sum, line) => sum + line.unitPrice * draft.extras[line.key]!, 0);
  const units = roomUnits(rooms);

  // "Answers prefill from earlier answers": once the questions are known, a question the guest has not answered on
  // this step takes the answers of their last booking here (times the question still offers, people counts that add up).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || questions.status !== 'loaded') return;
    prefilled.current = true;
    const unanswered = shownQuestions.filter((question) => !draft.answers[String(question.id)]);
    const found = prefillAnswers(
      readStored<EarlierAnswers>(earlierAnswersKey(code)),
      units.map((unit) => unit.adults),
      unanswered.map((question) => ({ id: question.id, question_type: question.question_type, times: timeOptions(question) })),
    );
    if (Object.keys(found).length) setDraft((d) => ({ ...d, answers: { ...found, ...d.answers }, prefilled: true }));
  }, [questions.status]);

  const context: GuestDetailContext = {
    locale,
    kanjiNameRequired: setting?.kanji_name_required ?? false,
    fieldPresence: setting?.guest_detail_fields as GuestDetailContext['fieldPresence'],
    checkout: (stay.checkout ?? today()) as GuestDetailContext['checkout'],
    totalPrice: selectedTotal.value + extrasTotal,
    currency,
    rooms,
    extras: extras.status === 'loaded' ? extras.data : [],
  };
  const presence = (field: GuestField) => fieldPresence(field, context);
  const detail = draft.detail;
  const forSomeoneElse = detail.booking_for_someone_else === true;
  /** A room's guest as typed, else (booking for oneself) the booker's name. */
  const roomGuest = (index: number) => {
    const typed = draft.roomGuests?.[index];
    const from = (field: 'first_name' | 'last_name') => typed?.[field] ?? (forSomeoneElse ? undefined : text(detail[field]));
    return { first_name: from('first_name'), last_name: from('last_name') };
  };

  const extrasOrderList: ExtraOrder[] = orderedLines.map((line) => ({ extra_id: line.extra.id, quantity: draft.extras[line.key]!, delivered_at: line.date }));
  const answerList: Answer[] = shownQuestions.map((question) => {
    const answer = draft.answers[String(question.id)];
    if (question.question_type === 'free') return { question_id: question.id, text: answer?.text ?? null };
    return {
      question_id: question.id,
      rooms: units.map((unit, i) => {
        const room = answer?.rooms?.[i] ?? {};
        if (question.question_type === 'people_per_room') return { adults: unit.adults, men_count: room.men_count ?? null, women_count: room.women_count ?? null };
        return question.question_type === 'checkin' ? { checkin_time: room.checkin_time ?? null } : { checkout_time: room.checkout_time ?? null };
      }),
    };
  });

  const input = {
    ...Object.fromEntries(['first_name', 'last_name', 'first_name_kana', 'last_name_kana', 'email', 'email_confirmation', 'phone', 'postal_code', 'address', 'notes', 'coupon_code'].map((f) => [f, text(detail[f])])),
    terms_accepted: detail.terms_accepted === true,
    room_guests: units.map((_, i) => roomGuest(i)),
    extras: extrasOrderList,
    answers: answerList,
  };

  function validate(): Record<string, FieldError> {
    const result = validateGuestDetail(input, context).errors;
    // A required question left blank: "Required fields can't be blank."
    shownQuestions.forEach((question, index) => {
      if (!question.required) return;
      const answer = answerList[index]!;
      if (question.question_type === 'free') {
        if (!answer.text?.trim()) result[`answers.${index}.text`] ??= { key: BOOKING_ERRORS.required };
      } else if (answer.rooms?.some((room) => (question.question_type === 'people_per_room' ? room.men_count == null || room.women_count == null : !(room.checkin_time ?? room.checkout_time)))) {
        result[`answers.${index}.rooms`] ??= { key: BOOKING_ERRORS.required };
      }
    });
    return result;
  }

  const blur = (path: string) => {
    const found = validate()[path];
    setErrors((current) => {
      const next = { ...current };
      if (found) next[path] = found;
      else delete next[path];
      return next;
    });
  };
  const setDetail = (field: string, value: string | boolean) => setDraft((d) => ({ ...d, detail: { ...d.detail, [field]: value } }));
  const setRoomGuest = (index: number, field: 'first_name' | 'last_name', value: string) =>
    setDraft((d) => {
      const list = units.map((_, i) => d.roomGuests?.[i]);
      list[index] = { ...(list[index] ?? roomGuest(index)), [field]: value };
      return { ...d, roomGuests: list };
    });

  /** The coupon on this step, when it differs from the one the rooms are priced with: they are priced again. */
  async function applyCoupon(): Promise<boolean> {
    if (!setting?.coupon_active) return true;
    const typed = text(detail.coupon_code)?.trim() ?? '';
    const applied = draft.appliedCoupon ?? rooms.find((room) => room.couponCode)?.couponCode ?? '';
    if (typed.toLowerCase() === applied.toLowerCase()) return true;
    applyingAfterCoupon.value = true;
    try {
      const { rooms: repriced, change } = await repriceWithCoupon(code, stay, rooms, typed || undefined);
      restoreSelection(repriced);
      priceChange.value = change;
      const next = { ...draft, appliedCoupon: typed, rooms: repriced };
      setDraft(next);
      writeGuestDetailDraft(code, next);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http') {
        // The hotel refused the coupon (invalid, expired, limit reached, max nights): said at the field.
        setErrors({ coupon_code: { key: error.messageKey, fields: error.params } });
        setShowSummary((n) => n + 1);
      } else setProblem({ key: error instanceof ApiError ? error.messageKey : 'errors.generic' });
      return false;
    } finally {
      applyingAfterCoupon.value = false;
    }
  }

  const submit = async (event: Event) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length) {
      setShowSummary((n) => n + 1);
      return;
    }
    priceChange.value = undefined;
    setSubmitting(true);
    const priced = await applyCoupon();
    setSubmitting(false);
    if (!priced) return;
    const { room_guests, answers: _answers, extras: _extras, ...guest } = input;
    completeGuestDetail({
      guestDetail: { ...guest, room_guests, booking_for_someone_else: forSomeoneElse },
      answers: answerList.filter((a) => a.text?.trim() || a.rooms?.some((r) => Object.values(r).some((v) => v != null && v !== r.adults))).map(answerPayload),
      attachmentIds: draft.attachments.map((a) => String(a.id)),
      extrasOrder: extrasOrderList,
      stay,
    });
    goToPayment(route, code);
  };

  /** The words a guest sees for a field in the error summary. */
  const labelFor = (path: string): string => {
    const [head, index, field] = path.split('.');
    if (head === 'room_guests') return `${t('reservation.rooms.room_number', { number: Number(index) + 1, name: units[Number(index)]?.name ?? '' })} ${t(`reservation.fields.${field}`)}`;
    if (head === 'answers') return questionTitle(shownQuestions[Number(index)]!);
    if (head === 'extras') return orderedLines[Number(index)]?.extra.name ?? '';
    if (head === 'terms_accepted') return t('reservation.terms.accept');
    return t(`reservation.fields.${head}`);
  };
  const targetFor = (path: string) => (path.startsWith('extras.') ? fieldId(`extra-${orderedLines[Number(path.split('.')[1])]?.key}`) : fieldId(path));

  const field = (name: GuestField | 'coupon_code', options: { type?: 'email' | 'tel'; autoComplete?: string; hint?: string; multiline?: boolean } = {}) => {
    const asked = name === 'coupon_code' ? 'optional' : presence(name);
    if (asked === 'do_not_ask') return null;
    return (
      <TextField
        path={name}
        label={t(`reservation.fields.${name}`)}
        value={text(detail[name])}
        error={errors[name]}
        required={asked === 'required'}
        hint={options.hint && <Text id={options.hint} />}
        type={options.type}
        autoComplete={options.autoComplete}
        multiline={options.multiline}
        onInput={(value) => setDetail(name, value)}
        onBlur={() => blur(name)}
      />
    );
  };

  const errorPaths = Object.keys(errors);
  const roman = locale === 'ja' ? undefined : 'reservation.hints.roman';
  // The hotel's terms of use and privacy policy, each in a new tab, when it has them.
  const links = (
    [
      ['terms_of_use', loginWidget.value?.term_of_use_url],
      ['privacy', loginWidget.value?.privacy_url],
    ] as const
  ).filter((link): link is readonly ['terms_of_use' | 'privacy', string] => !!link[1]);

  return (
    <div class="bw-gd">
      <h1 class="bw-gd__title">
        <Text id="reservation.title" />
      </h1>
      {errorPaths.length > 0 && showSummary > 0 && (
        <div ref={summary} class="bw-gd__errors" role="alert" tabIndex={-1} aria-labelledby="bw-gd-errors-title">
          <h2 id="bw-gd-errors-title" class="bw-gd__heading">
            <Text id="reservation.errors_summary.title" plural={errorPaths.length} fields={{ count: errorPaths.length }} />
          </h2>
          <ul>
            {errorPaths.map((path) => (
              <li key={path}>
                <a
                  href={`#${targetFor(path)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(targetFor(path))?.focus();
                  }}
                >
                  {t('reservation.errors_summary.item', { label: labelFor(path), message: t(errors[path]!.key, errors[path]!.fields) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {problem && (
        <div class="bw-alert bw-gd__errors" role="alert">
          <p>
            <Text id={problem.key} fields={problem.fields} />
          </p>
        </div>
      )}
      <div class="bw-gd__layout">
        <form class="bw-gd__form" noValidate onSubmit={submit}>
          <fieldset class="bw-fieldset">
            <legend class="bw-gd__heading">
              <Text id="reservation.sections.guest" />
            </legend>
            <div class="bw-field-row">
              {field('first_name', { autoComplete: 'given-name', hint: roman })}
              {field('last_name', { autoComplete: 'family-name', hint: roman })}
            </div>
            <div class="bw-field-row">
              {field('first_name_kana', { hint: 'reservation.hints.kana' })}
              {field('last_name_kana', { hint: 'reservation.hints.kana' })}
            </div>
            {field('email', { type: 'email', autoComplete: 'email' })}
            {field('email_confirmation', { type: 'email', autoComplete: 'email' })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
            {field('postal_code', { autoComplete: 'postal-code' })}
            {field('address', { autoComplete: 'street-address' })}
          </fieldset>

          {units.length > 0 && (
            <fieldset class="bw-fieldset">
              <legend class="bw-gd__heading">
                <Text id="reservation.sections.room_guests" />
              </legend>
              <label class="bw-check">
                <input type="checkbox" checked={forSomeoneElse} onChange={(e) => setDetail('booking_for_someone_else', (e.currentTarget as HTMLInputElement).checked)} />
                <Text id="reservation.someone_else" />
              </label>
              {units.map((unit, index) => (
                <fieldset key={index} class="bw-fieldset bw-fieldset--room">
                  <legend class="bw-field__label">{t('reservation.rooms.room_number', { number: index + 1, name: unit.name })}</legend>
                  <div class="bw-field-row">
                    {(['first_name', 'last_name'] as const).map((name) => (
                      <TextField
                        key={name}
                        path={`room_guests.${index}.${name}`}
                        label={t(`reservation.fields.${name}`)}
                        value={roomGuest(index)[name]}
                        error={errors[`room_guests.${index}.${name}`]}
                        required
                        onInput={(value) => setRoomGuest(index, name, value)}
                        onBlur={() => blur(`room_guests.${index}.${name}`)}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </fieldset>
          )}

          {(questions.status !== 'loaded' || shownQuestions.length > 0) && (
            <section class="bw-fieldset" aria-labelledby="bw-gd-questions">
              <h2 id="bw-gd-questions" class="bw-gd__heading">
                <Text id="reservation.sections.questions" />
              </h2>
              {questions.status === 'loading' && (
                <p role="status" class="bw-field__hint">
                  <Text id="reservation.loading" />
                </p>
              )}
              {draft.prefilled && shownQuestions.length > 0 && (
                <p class="bw-field__hint">
                  <Text id="reservation.questions.prefilled" />
                </p>
              )}
              {questions.status === 'error' && (
                <div class="bw-alert" role="alert">
                  <p>
                    <Text id={questions.key} />
                  </p>
                </div>
              )}
              {shownQuestions.map((question, index) => (
                <Question
                  key={question.id}
                  question={question}
                  path={`answers.${index}`}
                  answer={draft.answers[String(question.id)]}
                  rooms={units}
                  errors={errors}
                  onChange={(answer) => setDraft((d) => ({ ...d, answers: { ...d.answers, [String(question.id)]: answer } }))}
                  onBlur={blur}
                />
              ))}
            </section>
          )}

          <section class="bw-fieldset" aria-labelledby="bw-gd-attachments-title">
            <h2 id="bw-gd-attachments-title" class="bw-gd__heading">
              <Text id="reservation.sections.attachments" />
            </h2>
            <Attachments
              code={code}
              uploaded={draft.attachments}
              onUploaded={(file: UploadedAttachment) => setDraft((d) => ({ ...d, attachments: [...d.attachments, file] }))}
              onRemove={(id) => setDraft((d) => ({ ...d, attachments: d.attachments.filter((a) => a.id !== id) }))}
            />
          </section>

          {lines.length > 0 && (
            <section class="bw-fieldset" aria-labelledby="bw-gd-extras">
              <h2 id="bw-gd-extras" class="bw-gd__heading">
                <Text id="reservation.sections.extras" />
              </h2>
              <ExtrasPicker
                lines={lines}
                quantities={draft.extras}
                currency={currency}
                languageTag={tag}
                errors={errors}
                pathOf={(key) => {
                  const index = orderedLines.findIndex((line) => line.key === key);
                  return index < 0 ? undefined : `extras.${index}.quantity`;
                }}
                onChange={(key, quantity) => setDraft((d) => ({ ...d, extras: { ...d.extras, [key]: quantity } }))}
              />
            </section>
          )}

          <fieldset class="bw-fieldset">
            <legend class="bw-gd__heading">
              <Text id="reservation.sections.other" />
            </legend>
            {field('notes', { multiline: true })}
            {setting?.coupon_active && field('coupon_code')}
            <div class={`bw-field${errors.terms_accepted ? ' bw-field--invalid' : ''}`}>
              <label class="bw-check">
                <input
                  type="checkbox"
                  {...describedBy('terms_accepted', errors.terms_accepted)}
                  checked={detail.terms_accepted === true}
                  required
                  onChange={(e) => setDetail('terms_accepted', (e.currentTarget as HTMLInputElement).checked)}
                  onBlur={() => blur('terms_accepted')}
                />
                <Text id="reservation.terms.accept" />
              </label>
              {links.length > 0 && (
                <p class="bw-gd__links">
                  {links.map(([key, href]) => (
                    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
                      <Text id={`reservation.terms.${key}`} />
                      <span class="bw-visually-hidden">
                        <Text id="reservation.new_tab" />
                      </span>
                    </a>
                  ))}
                </p>
              )}
              <FieldMessage path="terms_accepted" error={errors.terms_accepted} />
            </div>
          </fieldset>

          <button type="submit" class="bw-button bw-gd__submit" disabled={submitting} aria-busy={submitting}>
            <Text id={submitting ? 'reservation.submitting' : 'reservation.submit'} />
          </button>
        </form>
        <aside class="bw-gd__aside">
          <SelectedRooms rooms={rooms} currency={currency} tag={tag} />
          <PriceSummary extras={extrasTotal} currency={currency} tag={tag} />
        </aside>
      </div>
    </div>
  );
}

/** /reservation/guest-detail */
export default function GuestDetailPage() {
  const catalogues = useCatalogues();
  const { query } = useLocation();
  const code = hotelCode.value;
  const stay = useMemo(() => ({ checkin: query.checkin, checkout: query.checkout }), [query.checkin, query.checkout]);
  // "Scrolls to top" on entry (spec section 2).
  useEffect(() => {
    try {
      scrollTo(0, 0);
    } catch {
      /* no layout (tests) */
    }
  }, []);
  // A reload forgets the selection in memory: the draft kept it for this tab.
  const [restored] = useState(() => {
    if (code && !selectedRooms.peek().length) {
      const saved = readGuestDetailDraft(code)?.rooms;
      if (saved?.length) restoreSelection(saved);
    }
    return true;
  });

  if (catalogues !== 'ready' || !code || !restored) {
    return (
      <p class={catalogues === 'failed' ? 'bw-alert' : 'bw-visually-hidden'} role={catalogues === 'failed' ? 'alert' : 'status'}>
        <Text id={catalogues === 'failed' ? 'errors.network' : 'shell.loading'} />
      </p>
    );
  }
  const booked = completedBookingUrl(code);
  if (booked) return <Redirect to={booked} keepQuery={false} />;
  if (!selectedRooms.value.length) {
    const back = new URLSearchParams({ code, ...(stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}) });
    return <NothingSelected resultsUrl={`/booking/result?${back}`} />;
  }
  return <GuestDetailForm code={code} stay={stay} />;
}
