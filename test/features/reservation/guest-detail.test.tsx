import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { installCatalogue } from '../../../src/i18n';
import { clearResults } from '../../../src/features/results/store';
import { json, type SentRequest } from '../../api/fake-server';
import { SETTINGS } from '../../app/boot';
import { BREAKFAST, CAKE, bootGuestDetail, fillValid, FREE_Q, ready, TWN } from './guest-detail-helpers';

afterEach(() => {
  clearResults();
  reservation.clear();
  reservation.clearGuestDetail();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) => act(() => void fireEvent.input(screen.getAllByLabelText(label)[0]!, { target: { value } }));
const blur = (label: string | RegExp) => act(() => void fireEvent.blur(screen.getAllByLabelText(label)[0]!));
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const main = () => within(screen.getByRole('main'));
const total = () => screen.getByTestId('bw-gd-total').textContent;


describe('the guest detail page (spec sections 2, 3, 5)', () => {
  it('shows the selected rooms and the total from the selection; the language selector is hidden', async () => {
    await ready(await bootGuestDetail());
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Room TWN')).toBeTruthy();
    expect(within(summary).getByText('Room only')).toBeTruthy();
    expect(within(summary).getByText('2 adults')).toBeTruthy();
    expect(total()).toBe('¥30,900');
    // The tax is part of the total, never an extra line to add.
    expect(screen.getByTestId('bw-gd-tax').textContent).toBe('of which tax ¥2,809');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(document.title).toContain('Guest details');
  });

  it('with nothing selected, says so and links back to the results', async () => {
    await ready(await bootGuestDetail({ select: false })).catch(() => undefined);
    const link = await screen.findByRole('link', { name: 'Back to search results' });
    expect(link.getAttribute('href')).toMatch(/^\/booking\/result\?code=sakura-tokyo&checkin=/);
    expect(screen.getByRole('heading', { name: 'No rooms selected' })).toBeTruthy();
  });

  it('each validation message appears next to its field and in a focused summary of links', async () => {
    await ready(await bootGuestDetail());
    await type(/^Email/, 'not-an-email');
    // Spaces and dashes are fine in a phone number; letters are not.
    await type(/^Phone/, '03-12ab');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await main().findByRole('alert', { name: /Please check \d+ entr/ });
    expect(document.activeElement).toBe(summary);
    const expected: [RegExp, string][] = [
      [/^First name/, "Required fields can't be blank."],
      [/^Last name/, "Required fields can't be blank."],
      [/^Email/, 'Please enter a valid email address.'],
      [/^Confirm email/, "Required fields can't be blank."],
      [/^Phone/, 'Please enter the phone number in digits (spaces, dashes and a leading + are fine).'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getAllByLabelText(label)[0]!;
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
      expect(within(summary).getAllByRole('link').some((a) => a.textContent?.endsWith(message))).toBe(true);
    }
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions.' });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(within(summary).getByRole('link', { name: 'I accept the terms and conditions.: Please accept the terms and conditions.' })).toBeTruthy();
    // A link takes the guest to its field.
    await click(within(summary).getByRole('link', { name: /^Phone/ }));
    expect(document.activeElement).toBe(screen.getAllByLabelText(/^Phone/)[0]);
    expect(reservation.guestDetail.value).toBeUndefined();
  });

  it("field presence follows the facility's setting: do_not_ask fields are not asked, a required phone must be filled", async () => {
    await ready(await bootGuestDetail({ settings: { ...SETTINGS, guest_detail_fields: { phone: 'required', address: 'do_not_ask', postal_code: 'do_not_ask' } } }));
    expect(screen.queryAllByLabelText(/^Address/)).toHaveLength(0);
    expect(screen.queryAllByLabelText(/^Postal code/)).toHaveLength(0);
    const phone = screen.getAllByLabelText(/^Phone/)[0] as HTMLInputElement;
    expect(phone.required).toBe(true);
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await main().findByRole('alert', { name: /Please check \d+ entr/ });
    const described = phone.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Required fields can't be blank.");
  });

  it('validates a field when the guest leaves it', async () => {
    await ready(await bootGuestDetail());
    await type(/^Confirm email/, 'other@example.com');
    await type(/^Email/, 'hanako@example.com');
    await blur(/^Confirm email/);
    expect(screen.getByText('The confirmation email does not match the email address.')).toBeTruthy();
    await type(/^Confirm email/, 'hanako@example.com');
    await blur(/^Confirm email/);
    expect(screen.queryByText('The confirmation email does not match the email address.')).toBeNull();
    await type(/^First name/, 'はなこ');
    await blur(/^First name/);
    expect(screen.getByText("Please enter the guest's full name in English, in roman letters (A–Z).")).toBeTruthy();
  });

  it('ja asks for the name in kana, required when the facility sets kanji_name_required', async () => {
    const booted = await bootGuestDetail({ settings: { ...SETTINGS, kanji_name_required: true } });
    await act(() => booted.started);
    await act(() => booted.startup.changeLocale('ja'));
    const kana = await screen.findByLabelText(/^メイ（フリガナ）/);
    expect((kana as HTMLInputElement).required).toBe(true);
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    expect(kana.getAttribute('aria-invalid')).toBe('true');
    await act(() => booted.startup.changeLocale('en'));
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.queryByLabelText(/kana/)).toBeNull();
  });

  it('everything typed survives a remount (session storage) and clearGuestDetail forgets it', async () => {
    const booted = await ready(await bootGuestDetail());
    await type(/^First name/, 'Hanako');
    await type('Anything we should know?', 'Quiet room');
    await click(screen.getByRole('button', { name: 'Add one: Anniversary cake' }));
    await click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    booted.view.unmount();
    // A reload forgets the selection in memory; the page restores it from the draft.
    reservation.clear();
    const { App } = await import('../../../src/app/App');
    const again = render(<App />);
    await screen.findByRole('heading', { name: 'Guest details', level: 1 });
    await screen.findByLabelText('Anything we should know?');
    expect((screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement).value).toBe('Hanako');
    expect((screen.getByLabelText('Anything we should know?') as HTMLTextAreaElement).value).toBe('Quiet room');
    expect((screen.getByRole('checkbox', { name: 'I am booking for someone else' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(total()).toBe('¥34,750'));
    expect(screen.getByText('Room TWN')).toBeTruthy();
    again.unmount();

    reservation.clearGuestDetail('sakura-tokyo');
    expect(sessionStorage.getItem('bw_guest_detail:sakura-tokyo')).toBeNull();
    reservation.restoreSelection([TWN]);
    render(<App />);
    await screen.findByRole('heading', { name: 'Guest details', level: 1 });
    expect((screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement).value).toBe('');
  });

  it('a brand question failure is ignored; the hotel questions show', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await ready(await bootGuestDetail({ settings: { ...SETTINGS, brand_code: 'aurora' }, scripted: { brandQuestions: json(500, { error: 'boom' }) } }));
    expect(await screen.findByLabelText('Anything we should know?')).toBeTruthy();
    expect(main().queryByRole('alert')).toBeNull();
    expect(info).toHaveBeenCalled();
    // Label filters: a members-only question is not shown to a guest.
    expect(screen.queryByLabelText('Members: which pillow?')).toBeNull();
    // The check-in time question offers the hotel's window.
    const arrival = screen.getByRole('combobox', { name: 'Room 1 (Room TWN) Arrival time' });
    expect([...(arrival as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '15:00', '15:30', '16:00']);
  });

  it('a hotel question failure is shown in an alert', async () => {
    await ready(await bootGuestDetail({ scripted: { questions: json(500, { error: 'boom' }) } }));
    const alert = await main().findByRole('alert');
    expect(alert.textContent?.trim()).not.toBe('');
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('bw-gd-questions');
  });

  it('a free answer counts its characters up to 255', async () => {
    await ready(await bootGuestDetail());
    await type('Anything we should know?', 'x'.repeat(256));
    expect(screen.getByText('256 / 255 characters')).toBeTruthy();
    await blur('Anything we should know?');
    expect(screen.getByText('Answers can be up to 255 characters long.')).toBeTruthy();
  });

  it('an attachment upload shows its progress, then can be removed; a 1251 failure reads in the guest language', async () => {
    const booted = await ready(await bootGuestDetail());
    const server = booted.server;
    const progress: ((loaded: number) => void)[] = [];
    const finish: (() => void)[] = [];
    class FakeXhr {
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      status = 0;
      response: Blob | null = null;
      responseType = '';
      withCredentials = false;
      private method = 'GET';
      private url = '';
      private headers: Record<string, string> = {};
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(key: string, value: string) {
        this.headers[key] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {
        this.onabort?.();
      }
      send() {
        progress.push((loaded) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 }));
        finish.push(async () => {
          const res = await server.fetch(this.url, { method: this.method, headers: this.headers });
          this.status = res.status;
          this.response = await res.blob();
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    server.answerOnce('/file_attachments', json(201, { data: { id: 'att_1', filename: 'passport.pdf', size: 1000 } }));
    server.answerOnce('/file_attachments', json(422, { errors: [{ code: 1251, details: { base: ['bad'] } }] }));
    const files = [new File(['x'.repeat(1000)], 'passport.pdf', { type: 'application/pdf' }), new File(['y'], 'broken.bin')];
    await act(() => void fireEvent.change(screen.getByLabelText(/^Choose files/), { target: { files } }));
    await waitFor(() => expect(progress).toHaveLength(2));
    await act(() => progress[0]!(400));
    const bar = screen.getByRole('progressbar', { name: 'Uploading passport.pdf' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    await act(async () => {
      await finish[0]!();
      await finish[1]!();
    });
    await screen.findByText('Uploaded');
    const upload = (server.apiCalls() as SentRequest[]).find((r) => r.url.endsWith('/hotels/sakura-tokyo/file_attachments'))!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['x-client-session']).toMatch(/^session-/);
    const failed = await main().findByRole('alert');
    expect(failed.textContent).not.toBe('');
    expect(failed.closest('li')?.textContent).toContain('broken.bin');
    await click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    expect(screen.queryByText('passport.pdf')).toBeNull();
  });

  it('extras change the total, within their min and max, dated ones per date', async () => {
    await ready(await bootGuestDetail());
    await screen.findByRole('group', { name: 'Anniversary cake' });
    const add = screen.getByRole('button', { name: 'Add one: Anniversary cake' }) as HTMLButtonElement;
    await click(add);
    await click(add);
    expect(add.disabled).toBe(true);
    expect(total()).toBe('¥38,600');
    expect(screen.getByTestId('bw-gd-extras').textContent).toBe('¥7,700');
    await click(screen.getByRole('button', { name: 'Remove one: Anniversary cake' }));
    expect(total()).toBe('¥34,750');
    const breakfast = screen.getAllByRole('button', { name: /^Add one: Breakfast buffet \(/ });
    expect(breakfast).toHaveLength(1);
    await click(breakfast[0]!);
    expect(total()).toBe('¥36,950');
  });

  it('submitting valid data fills the checkout store and goes to the payment step', async () => {
    await ready(await bootGuestDetail());
    await fillValid();
    await click(screen.getByRole('button', { name: 'Add one: Anniversary cake' }));
    await act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Room 1 (Room TWN) Arrival time' }), { target: { value: '15:30' } }));
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(new URLSearchParams(location.search).get('code')).toBe('sakura-tokyo');
    expect(reservation.guestDetail.value).toMatchObject({
      first_name: 'Hanako',
      last_name: 'Sato',
      email: 'hanako@example.com',
      terms_accepted: true,
      booking_for_someone_else: false,
    });
    // Booking for oneself: the room's guest is the booker (the sandbox takes the booker's names, kana included).
    expect(reservation.guestDetail.value!.room_guests).toBeUndefined();
    expect(reservation.extrasOrder.value).toEqual([{ extra_id: CAKE.id, quantity: 1, delivered_at: null }]);
    expect(reservation.answers.value).toEqual([{ question_id: 11, rooms: [{ checkin_time: '15:30' }] }]);
    expect(reservation.attachmentIds.value).toEqual([]);
  });
});

// Keep fixtures referenced for readers: the dated extra and the free question are the ones above.
void BREAKFAST;
void FREE_Q;
void installCatalogue;
