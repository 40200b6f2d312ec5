// Issue 10: names as a Japanese guest (and any guest) expects them, room guests, and the phone number as guests write it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { json, type SentRequest } from '../../api/fake-server';
import { SETTINGS } from '../../app/boot';
import { click, resetBooking, type } from './form';
import { bootGuestDetail, CHECKIN_Q, fillValid, ready, TWN } from './guest-detail-helpers';

afterEach(resetBooking);
// These tests boot the whole shell in Japanese and then in English: give a busy machine time.
vi.setConfig({ testTimeout: 15_000 });

const booker = () => within(screen.getAllByRole('group')[0]!);
const textboxNames = (scope: ReturnType<typeof within>) => scope.getAllByRole('textbox').map((box: HTMLElement) => box.getAttribute('name'));

async function bootInJapanese(settings: Record<string, unknown> = {}) {
  const booted = await bootGuestDetail({ settings: { ...SETTINGS, kanji_name_required: true, ...settings } });
  await act(() => booted.started);
  await act(() => booted.startup.changeLocale('ja'));
  await screen.findByRole('button', { name: 'お支払いへ進む' }, { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('.bw-gd [role="status"]')).toBeNull(), { timeout: 5000 });
  return booted;
}

async function fillJapaneseBooker() {
  await type(/^姓/, '山田');
  await type(/^名/, '太郎');
  await type(/^セイ/, 'ヤマダ');
  await type(/^メイ/, 'タロウ');
  await type(/^メールアドレス$|^メールアドレス必須/, 'taro@example.jp');
  await type(/^メールアドレス（確認用）/, 'taro@example.jp');
  await click(screen.getByRole('checkbox', { name: '利用規約に同意します。' }));
}

describe('names in the order the guest writes them', () => {
  it('Japanese puts the family name first (kana too); English the given name', async () => {
    const booted = await bootInJapanese();
    expect(textboxNames(booker()).slice(0, 4)).toEqual(['last_name', 'first_name', 'last_name_kana', 'first_name_kana']);
    await act(() => booted.startup.changeLocale('en'));
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(textboxNames(booker()).slice(0, 2)).toEqual(['first_name', 'last_name']);
  });
});

describe('the guest staying in each room', () => {
  it('booking for oneself: no name fields per room, nothing about them is checked, the booker is the guest', async () => {
    await bootInJapanese();
    expect(screen.queryByRole('group', { name: /1部屋目/ })).toBeNull();
    expect(screen.getByText('各部屋の宿泊者はご予約者様のお名前で承ります。')).toBeTruthy();
    await fillJapaneseBooker();
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(reservation.guestDetail.value).toMatchObject({ last_name: '山田', first_name: '太郎', last_name_kana: 'ヤマダ', first_name_kana: 'タロウ', booking_for_someone_else: false });
    expect(reservation.guestDetail.value!.room_guests).toBeUndefined();
  });

  it('booking for someone else: the room asks for their names and kana; every error names a field on screen and its link focuses it', async () => {
    await bootInJapanese();
    await fillJapaneseBooker();
    await click(screen.getByRole('checkbox', { name: '宿泊者は予約者と異なる' }));
    const room = within(screen.getByRole('group', { name: /1部屋目/ }));
    expect(textboxNames(room)).toEqual(['room_guests.0.last_name', 'room_guests.0.first_name', 'room_guests.0.last_name_kana', 'room_guests.0.first_name_kana']);
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    const summary = await screen.findByRole('alert', { name: /入力内容をご確認ください/ });
    const links = within(summary).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      await click(link);
      const id = link.getAttribute('href')!.slice(1);
      expect(document.activeElement?.id).toBe(id);
      expect(room.getAllByRole('textbox')).toContain(document.activeElement);
    }
    const [last, first, lastKana, firstKana] = room.getAllByRole('textbox');
    for (const [box, value] of [[last, '山田'], [first, '花子'], [lastKana, 'やまだ'], [firstKana, 'はなこ']] as const) {
      await act(() => void fireEvent.input(box!, { target: { value } }));
    }
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(reservation.guestDetail.value).toMatchObject({
      booking_for_someone_else: true,
      room_guests: [{ last_name: '山田', first_name: '花子', last_name_kana: 'やまだ', first_name_kana: 'はなこ' }],
    });
  });
});

describe('the phone number', () => {
  it('takes dashes and a picked country code, and hands on digits and + (Japan by default in Japanese)', async () => {
    await bootInJapanese({ guest_detail_fields: { phone: 'required' } });
    const country = screen.getByRole('combobox', { name: '国番号' }) as HTMLSelectElement;
    expect(country.value).toBe('JP');
    await fillJapaneseBooker();
    await type(/^電話番号/, '090-1234-5678');
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(reservation.guestDetail.value!.phone).toBe('+819012345678');
  });

  it("in English the browser's region picks the country; a number with its own + code keeps it", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB', 'en'] });
    await ready(await bootGuestDetail());
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('GB');
    await fillValid();
    await type(/^Phone/, '+1 (415) 555-0100');
    // The picker follows a number typed with its own code.
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('US');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(reservation.guestDetail.value!.phone).toBe('+14155550100');
  });
});

describe('one requests box', () => {
  it("a hotel question to every guest asking for free text is the guest's requests box: no second notes box", async () => {
    await ready(await bootGuestDetail());
    expect(screen.getByLabelText('Anything we should know?')).toBeTruthy();
    expect(screen.queryByLabelText(/^Requests or notes/)).toBeNull();
  });

  it('without such a question, the notes box is there', async () => {
    await ready(await bootGuestDetail({ scripted: { questions: json(200, { data: { additional_questions: [CHECKIN_Q] } }) } }));
    expect(screen.getByLabelText(/^Requests or notes/)).toBeTruthy();
  });
});

describe('attachments', () => {
  it('a drop zone takes dropped files, lists each with its size, refuses one over 80 MB in the guest language', async () => {
    await ready(await bootGuestDetail());
    // Uploads stay in flight here (the upload itself is tested in guest-detail.test.tsx).
    vi.stubGlobal('XMLHttpRequest', class { upload = {}; open() {} setRequestHeader() {} send() {} abort() {} });
    const zone = document.querySelector('.bw-dropzone')!;
    const big = new File(['x'], 'video.mov');
    Object.defineProperty(big, 'size', { value: 81 * 1024 * 1024 });
    const small = new File(['x'.repeat(1000)], 'passport.pdf');
    Object.defineProperty(small, 'size', { value: 1_450_000 });
    await act(() => void fireEvent.dragEnter(zone));
    expect(screen.getByText('Drop the files to attach them')).toBeTruthy();
    await act(() => void fireEvent.drop(zone, { dataTransfer: { files: [small, big] } }));
    expect(await screen.findByText('Each file can be up to 80 MB.')).toBeTruthy();
    expect(screen.getByText('video.mov').closest('li')!.textContent).toContain('MB');
    expect(screen.getByText('passport.pdf').closest('li')!.textContent).toContain('1.5 MB');
    expect(screen.getByRole('progressbar', { name: 'Uploading passport.pdf' })).toBeTruthy();
    // The native input stays for the keyboard and screen readers, named by its visible label.
    expect((screen.getByLabelText(/^Choose files/) as HTMLInputElement).type).toBe('file');
  });
});

describe('extras', () => {
  it("asks the hotel for the extras of the booked plans (so an extra the plan includes is left out)", async () => {
    reservation.restoreSelection([{ ...TWN, hotelPlanCode: 'BB' }, { ...TWN, roomTypeCode: 'STD', roomPlanCode: 'STD-RO', hotelPlanCode: 'RO' }]);
    const { server } = await ready(await bootGuestDetail({ select: false }));
    const call = (server.apiCalls() as SentRequest[]).find((r) => r.url.includes('/extras'))!;
    expect(new URL(call.url).searchParams.get('hotel_plan_codes')).toBe('BB,RO');
  });
});

describe('the error summary', () => {
  it('lists the fields in the order they appear on the page (family name first in Japanese)', async () => {
    await bootInJapanese();
    await click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    const summary = await screen.findByRole('alert', { name: /入力内容をご確認ください/ });
    await waitFor(() => expect(within(summary).getAllByRole('link').map((a) => a.textContent!.split('：')[0]).slice(0, 4)).toEqual(['姓', '名', 'セイ（フリガナ）', 'メイ（フリガナ）']));
  });
});

describe('several rooms booked for oneself', () => {
  it('each room is the booker’s unless it says someone else stays in it; only that room asks for names', async () => {
    reservation.restoreSelection([{ ...TWN, quantity: 2 }]);
    await ready(await bootGuestDetail({ select: false }));
    await fillValid();
    const rooms = screen.getAllByRole('group', { name: /^Room \d/ });
    expect(rooms).toHaveLength(2);
    for (const room of rooms) expect(within(room).getByText('Booked in your name.')).toBeTruthy();
    await click(within(rooms[1]!).getByRole('checkbox', { name: 'Someone else stays in this room' }));
    const second = within(screen.getAllByRole('group', { name: /^Room 2/ })[0]!);
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert', { name: /Please check/ });
    // Only room 2's names are asked for, and so only they are missing.
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      "Room 2 (Room TWN) First name: Required fields can't be blank.",
      "Room 2 (Room TWN) Last name: Required fields can't be blank.",
    ]);
    await act(() => void fireEvent.input(second.getByLabelText(/^First name/), { target: { value: 'Ken' } }));
    await act(() => void fireEvent.input(second.getByLabelText(/^Last name/), { target: { value: 'Sato' } }));
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(reservation.guestDetail.value).toMatchObject({ booking_for_someone_else: false, room_guests: [{}, { first_name: 'Ken', last_name: 'Sato' }] });
  });
});
