// /reservation/guest-detail: the rooms chosen and their price, the guest's details, the hotel's questions,
// attachments and extras; validated, kept in session storage while typed, and handed to the payment step.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { ApiError } from '../../../api';
import { currentLocale, languageTag, t } from '../../../i18n';
import { today } from '../../../lib/dates';
import { loginWidget, member, organization } from '../../account';
import { facilitySetting, hotelCode } from '../../facility';
import type { UploadedAttachment } from '../api';
import { Redirect } from '../../../app/Redirect';
import { completedBookingUrl } from '../afterBooking';
import { Attachments } from '../Attachments';
import { completeGuestDetail, goToPayment, priceChange, readGuestDetailDraft, writeGuestDetailDraft, type GuestDetailDraft } from '../checkout';
import type { ExtraOrder } from '../extras';
import { extraLines, ExtrasPicker } from '../ExtrasPicker';
import { fieldId, TextField } from '../Field';
import { roomUnits, useCatalogues, useExtras, usePrefilledAnswers, useQuestions } from '../guestDetailData';
import { NothingSelected, QuestionsSection, RequestsAndTerms } from '../GuestDetailSections';
import { ErrorSummary } from '../ErrorSummary';
import { BookerFields, type FieldOptions } from '../BookerFields';
import { roomGuestName, roomHasOwnGuest, type PersonName } from '../names';
import { defaultPhoneCountry, normalizePhone } from '../phone';
import { PhoneField } from '../PhoneField';
import { RoomGuests } from '../RoomGuests';
import { answerPayload, answersFor, blankRequiredAnswers, generalFreeQuestion, questionForRooms, questionVisible, type Answer } from '../questions';
import { questionTitle } from '../Questions';
import { repriceWithCoupon } from '../reprice';
import { applyingAfterCoupon, restoreSelection, selectedRooms, selectedTotal } from '../selection';
import { depositPercentOf, methodsOfRooms } from '../payment';
import { selectionInput, summarize } from '../priceSummary';
import { PriceSummary, stayNights } from '../PriceSummary';
import { SummaryPolicies } from '../SummaryPolicies';
import { BOOKING_ERRORS, fieldPresence, validateGuestDetail, type FieldError, type GuestDetailContext, type GuestField } from '../validation';
import '../reservation.css';

const emptyDraft = (): GuestDetailDraft => ({ detail: {}, answers: {}, attachments: [], extras: {}, rooms: [] });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

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
  const extras = useExtras(code, stay, rooms);
  const audience = { member: member.value, organization: organization.value };
  const shownQuestions = questions.status === 'loaded' ? questions.data.filter((q) => questionVisible(q.labels, audience) && questionForRooms(q.hotel_plan_codes, rooms)) : [];
  const lines = useMemo(() => (extras.status === 'loaded' ? extraLines(extras.data) : []), [extras]);
  const orderedLines = lines.filter((line) => (draft.extras[line.key] ?? 0) > 0);
  const extrasTotal = orderedLines.reduce((sum, line) => sum + line.unitPrice * draft.extras[line.key]!, 0);
  const units = roomUnits(rooms);

  usePrefilledAnswers(code, questions.status === 'loaded', shownQuestions, units, draft.answers, (found) => setDraft((d) => ({ ...d, answers: { ...found, ...d.answers }, prefilled: true })));

  const hotelPresence = setting?.guest_detail_fields as GuestDetailContext['fieldPresence'];
  // One requests box: a hotel question to every guest asking for free text is it; the notes box is then not asked
  // (unless the hotel requires notes).
  const notesByQuestion = !!generalFreeQuestion(shownQuestions) && hotelPresence?.notes !== 'required';
  const context: GuestDetailContext = {
    locale,
    kanjiNameRequired: setting?.kanji_name_required ?? false,
    fieldPresence: notesByQuestion ? { ...hotelPresence, notes: 'do_not_ask' } : hotelPresence,
    checkout: (stay.checkout ?? today()) as GuestDetailContext['checkout'],
    totalPrice: selectedTotal.value + extrasTotal,
    currency,
    rooms,
    extras: extras.status === 'loaded' ? extras.data : [],
  };
  const presence = (field: GuestField) => fieldPresence(field, context);
  const detail = draft.detail;
  const forSomeoneElse = detail.booking_for_someone_else === true;
  /** A room's guest: the booker's names, or (booking for someone else) what was typed for the room. */
  const ownGuest = (index: number) => roomHasOwnGuest(index, forSomeoneElse, draft.ownRoomGuests, units.length);
  const roomGuest = (index: number) => roomGuestName(detail as PersonName, draft.roomGuests?.[index], ownGuest(index));
  const phoneCountry = text(detail.phone_country) ?? defaultPhoneCountry(locale, setting?.currency, typeof navigator === 'undefined' ? [] : navigator.languages ?? []);

  const extrasOrderList: ExtraOrder[] = orderedLines.map((line) => ({ extra_id: line.extra.id, quantity: draft.extras[line.key]!, delivered_at: line.date }));
  const answerList: Answer[] = answersFor(shownQuestions, draft.answers, units);

  const input = {
    ...Object.fromEntries(['first_name', 'last_name', 'first_name_kana', 'last_name_kana', 'email', 'email_confirmation', 'postal_code', 'address', 'notes', 'coupon_code'].map((f) => [f, text(detail[f])])),
    // As the spec's rule reads it (digits and +), with the picked country's code: "090-1234-5678" → "+819012345678".
    phone: normalizePhone(text(detail.phone), phoneCountry) || undefined,
    notes: notesByQuestion ? undefined : text(detail.notes),
    terms_accepted: detail.terms_accepted === true,
    // The rooms' guests are checked (and sent) only when the booker books for someone else: else they are the booker.
    // A room the booker stays in sends no names of its own (an empty entry): the hotel takes the booker's.
    room_guests: units.some((_, i) => ownGuest(i)) ? units.map((_, i) => (ownGuest(i) ? roomGuest(i) : {})) : undefined,
    extras: extrasOrderList,
    answers: answerList,
  };

  function validate(): Record<string, FieldError> {
    const result = validateGuestDetail(input, context).errors;
    // The rooms the booker stays in show no name fields: nothing is said about them.
    for (const path of Object.keys(result)) if (path.startsWith('room_guests.') && !ownGuest(Number(path.split('.')[1]))) delete result[path];
    // A required question left blank: "Required fields can't be blank."
    for (const path of blankRequiredAnswers(shownQuestions, answerList)) result[path] ??= { key: BOOKING_ERRORS.required };
    return result;
  }

  // A message follows its field as the guest corrects it: gone once the field is right, updated while it is not.
  useEffect(() => {
    setErrors((current) => {
      const paths = Object.keys(current).filter((path) => path !== 'coupon_code');
      if (!paths.length) return current;
      const now = validate();
      const next = { ...current };
      for (const path of paths) {
        if (now[path]) next[path] = now[path]!;
        else delete next[path];
      }
      return next;
    });
  }, [draft]);

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
  const setRoomGuest = (index: number, field: keyof PersonName, value: string) =>
    setDraft((d) => {
      const list = units.map((_, i) => d.roomGuests?.[i]);
      list[index] = { ...list[index], [field]: value };
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
      guestDetail: { ...guest, ...(room_guests ? { room_guests } : {}), booking_for_someone_else: forSomeoneElse },
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

  const field = (name: GuestField | 'coupon_code', options: FieldOptions = {}) => {
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
  const priceSummary = summarize(selectionInput(rooms, stayNights(stay), { extras: extrasTotal, depositPercent: depositPercentOf(methodsOfRooms(rooms)) }));
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
      {errorPaths.length > 0 && showSummary > 0 && <ErrorSummary containerRef={summary} errors={errors} labelFor={labelFor} targetFor={targetFor} />}
      {problem && (
        <div class="bw-alert bw-gd__errors" role="alert">
          <p>
            <Text id={problem.key} fields={problem.fields} />
          </p>
        </div>
      )}
      <div class="bw-gd__layout">
        <form class="bw-gd__form" noValidate onSubmit={submit}>
          <BookerFields
            locale={locale}
            presence={presence}
            field={field}
            phone={
              presence('phone') !== 'do_not_ask' && (
                <PhoneField
                  value={text(detail.phone)}
                  country={phoneCountry}
                  languageTag={tag}
                  required={presence('phone') === 'required'}
                  error={errors.phone}
                  onInput={(value) => setDetail('phone', value)}
                  onCountry={(country) => setDetail('phone_country', country)}
                  onBlur={() => blur('phone')}
                />
              )
            }
          />

          {units.length > 0 && (
            <RoomGuests
              locale={locale}
              rooms={units}
              someoneElse={forSomeoneElse}
              ownGuest={units.map((_, i) => ownGuest(i))}
              onOwnGuest={(index, own) =>
                setDraft((d) => {
                  const list = units.map((_, i) => d.ownRoomGuests?.[i]);
                  list[index] = own;
                  return { ...d, ownRoomGuests: list };
                })
              }
              guests={units.map((_, i) => draft.roomGuests?.[i])}
              kana={presence('first_name_kana')}
              errors={errors}
              onSomeoneElse={(value) => setDetail('booking_for_someone_else', value)}
              onInput={setRoomGuest}
              onBlur={blur}
            />
          )}

          <QuestionsSection
            questions={questions}
            shown={shownQuestions}
            draft={draft}
            units={units}
            errors={errors}
            onAnswer={(id, answer) => setDraft((d) => ({ ...d, answers: { ...d.answers, [String(id)]: answer } }))}
            onBlur={blur}
          />

          <section class="bw-fieldset" aria-labelledby="bw-gd-attachments-title">
            <h2 id="bw-gd-attachments-title" class="bw-gd__heading">
              <Text id="reservation.sections.attachments" />
            </h2>
            <Attachments
              code={code}
              languageTag={tag}
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

          <RequestsAndTerms accepted={detail.terms_accepted === true} error={errors.terms_accepted} links={links} onAccept={(accepted) => setDetail('terms_accepted', accepted)} onBlur={() => blur('terms_accepted')}>
            {field('notes', { multiline: true })}
            {setting?.coupon_active && field('coupon_code')}
          </RequestsAndTerms>

          <button type="submit" class="bw-button bw-gd__submit" disabled={submitting} aria-busy={submitting}>
            <Text id={submitting ? 'reservation.submitting' : 'reservation.submit'} />
          </button>
        </form>
        <aside class="bw-gd__aside">
          <PriceSummary id="bw-gd" model={priceSummary} currency={currency} hotel={setting?.hotel_name} stay={stay} methodNote>
            <SummaryPolicies rooms={priceSummary.rooms} checkin={stay.checkin} />
          </PriceSummary>
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
