import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** A room plan code of sakura-tokyo, as a real room search returns it to the results page. */
async function planCodeFromSearch(page: Page, stay: { checkin: string; checkout: string }): Promise<string> {
  const codes: string[] = [];
  // Read the search as it passes (a plain response listener may find the body gone once the page is done with it).
  await page.route(/\/hotels\/sakura-tokyo\/rooms\?/, async (route) => {
    const res = await route.fetch();
    const text = await res.text();
    if (route.request().method() === 'GET' && res.ok()) {
      const body = JSON.parse(text) as { data: { rooms?: { room_plans: { room_plan_code: string }[] }[] } };
      codes.push(...(body.data.rooms ?? []).flatMap((room) => room.room_plans.map((plan) => plan.room_plan_code)));
    }
    await route.fulfill({ response: res, body: text });
  });
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect.poll(() => codes.length).toBeGreaterThan(0);
  return codes[0]!;
}

test('the recommender shows picks for sakura-tokyo, each with its reason, price and a link to that room', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 2);
  await page.goto(`/booking/recommender?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended for your stay' })).toBeVisible();
  const picks = page.locator('.bw-pick');
  await expect(picks.first()).toBeVisible();
  const count = await picks.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  await expect(picks.first().locator('.bw-tag--reason')).toHaveText(/^(Best price|Most space|Breakfast included)$/);
  await expect(picks.first()).toContainText('¥');
  await noAxeViolations(page);

  const name = (await picks.first().getByRole('heading').textContent())!;
  await picks.first().getByRole('link', { name: `See plans for ${name}` }).click();
  await page.waitForURL('**/booking/result?**');
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
  await expect(page.locator('.bw-card').first()).toBeVisible();
});

for (const [locale, title, free] of [
  ['en', 'Cancellation policy', /Free cancellation|non-refundable|of the cost/],
  ['ja', 'キャンセルポリシー', /無料でキャンセル|返金できません|宿泊料金/],
] as const) {
  test(`the cancellation policy page in ${locale} for a plan of a real search`, async ({ page, request }) => {
    const stay = await availableStay(request, 14, 2);
    const planCode = await planCodeFromSearch(page, stay);
    await page.goto(`/cancellation-policy?code=sakura-tokyo&room_plan_code=${encodeURIComponent(planCode)}&checkin=${stay.checkin}&locale=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const lines = page.locator('.bw-policy__lines li');
    await expect(lines.first()).toBeVisible();
    await expect(lines.first()).toContainText(free);
    // With the check-in date, each line names its day.
    await expect(lines.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await noAxeViolations(page);
  });
}

test('the cancellation policy page without a plan code says there is no information', async ({ page }) => {
  await page.goto('/cancellation-policy?code=sakura-tokyo&locale=en');
  await expect(page.getByText('There is no cancellation policy information for this plan.')).toBeVisible();
  await noAxeViolations(page);
});
