import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { availableStay } from './helpers';
import { clientSession, sandbox, storedReservation } from './sandbox';

// Issue 10, blocker 1: a Japanese guest books Hotel Sakura Tokyo (kanji_name_required) in `ja`, end to end: every name
// the hotel asks for is on screen where it is validated, the room guest's names come from the booker unless the guest
// is someone else, and the sandbox accepts what the widget sends.

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

async function toGuestDetail(page: Page, stay: { checkin: string; checkout: string }) {
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&type=room&locale=ja`);
  await page.getByRole('button', { name: /^素泊まりプラン.*を選択$/ }).first().click();
  await page.getByRole('button', { name: '予約へ進む' }).click();
  await expect(page.getByRole('heading', { name: 'ご宿泊者情報', level: 1 })).toBeVisible();
}

/** The booker as a Japanese guest types them: family name first, kana, a phone number written the usual way. */
async function fillBooker(page: Page, email: string) {
  const booker = page.getByRole('group', { name: 'ご予約者情報' });
  // Family name first in Japanese.
  const names = booker.getByRole('textbox', { name: /^(姓|名)/ });
  await expect(names.first()).toHaveAccessibleName(/^姓/);
  await booker.getByRole('textbox', { name: /^姓/ }).fill('山田');
  await booker.getByRole('textbox', { name: /^名/ }).fill('太郎');
  await booker.getByRole('textbox', { name: /^セイ/ }).fill('ヤマダ');
  await booker.getByRole('textbox', { name: /^メイ/ }).fill('タロウ');
  await booker.getByRole('textbox', { name: /^メールアドレス(?!（確認用）)/ }).fill(email);
  await booker.getByRole('textbox', { name: /^メールアドレス（確認用）/ }).fill(email);
  // The country code defaults to Japan's for a Japanese hotel; the number may keep its dashes.
  await expect(booker.getByRole('combobox', { name: /国番号/ })).toHaveValue('JP');
  await booker.getByRole('textbox', { name: /^電話番号/ }).fill('090-1234-5678');
  await page.getByRole('checkbox', { name: '利用規約に同意します。' }).check();
}

async function payOnSite(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'お支払いへ進む' }).click();
  await expect(page.getByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '現地払い' }).check();
  await page.getByRole('button', { name: '予約を確定する' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  return number;
}

test('a Japanese guest books Hotel Sakura Tokyo in Japanese: guest details, payment at the hotel, confirmation', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 2);
  await toGuestDetail(page, stay);
  // Booking for oneself: no name fields per room (the booker's names are the room guest's).
  await expect(page.getByRole('group', { name: /1部屋目/ })).toHaveCount(0);
  await fillBooker(page, 'taro@example.jp');
  const number = await payOnSite(page);

  const stored = await storedReservation(request, await clientSession(request), 'sakura-tokyo', number, 'taro@example.jp');
  expect(stored.guest).toMatchObject({ first_name: '太郎', last_name: '山田', first_name_kana: 'タロウ', last_name_kana: 'ヤマダ', phone: '+819012345678' });
  expect(stored.rooms[0].guest).toMatchObject({ first_name: '太郎', last_name: '山田', first_name_kana: 'タロウ', last_name_kana: 'ヤマダ' });
});

test('a Japanese guest books for someone else: the room guest has their own kana fields, the summary links reach them', async ({ page, request }) => {
  const stay = await availableStay(request, 24, 2);
  await toGuestDetail(page, stay);
  await fillBooker(page, 'taro@example.jp');
  await page.getByRole('checkbox', { name: '宿泊者は予約者と異なる' }).check();
  const room = page.getByRole('group', { name: /1部屋目/ });
  await expect(room.getByRole('textbox', { name: /^セイ/ })).toBeVisible();

  // Left blank: the summary names the room guest's kana, and its link moves focus to that very field.
  await page.getByRole('button', { name: 'お支払いへ進む' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /1部屋目.*セイ/ }).click();
  await expect(room.getByRole('textbox', { name: /^セイ/ })).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await room.getByRole('textbox', { name: /^姓/ }).fill('山田');
  await room.getByRole('textbox', { name: /^名/ }).fill('花子');
  await room.getByRole('textbox', { name: /^セイ/ }).fill('やまだ');
  await room.getByRole('textbox', { name: /^メイ/ }).fill('はなこ');
  const number = await payOnSite(page);

  const stored = await storedReservation(request, await clientSession(request), 'sakura-tokyo', number, 'taro@example.jp');
  expect(stored.guest).toMatchObject({ first_name: '太郎', last_name: '山田', booking_for_someone_else: true });
  expect(stored.rooms[0].guest).toMatchObject({ first_name: '花子', last_name: '山田', first_name_kana: 'はなこ', last_name_kana: 'やまだ' });
});
