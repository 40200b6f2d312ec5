import { act, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failMessageKey } from '../../../src/features/reservation/routes/FailPage';
import { bootShell } from '../../app/boot';

afterEach(() => vi.unstubAllGlobals());

async function bootFail(query: string) {
  const booted = await bootShell({ url: `/reservation/fail?code=sakura-tokyo${query}` });
  await act(() => booted.started);
  await screen.findByRole('heading', { level: 1 });
  return booted;
}

const alertText = () => within(screen.getByRole('main')).getByRole('alert').textContent;

describe('fail page (/reservation/fail)', () => {
  it.each([
    [3001, 'The payment timed out and was not processed. Please try again.'],
    [3002, 'The payment failed.'],
    [3003, 'This card cannot be used.'],
    [3004, 'Please confirm the card number.'],
    [3005, 'Please check the expiry date.'],
    [3006, '3D Secure authentication failed.'],
    [3007, 'This card was not accepted, or the card number is wrong.'],
    [3008, '3D Secure authentication was cancelled.'],
    [3009, '3D Secure authentication was suspended after multiple requests. Please try again later.'],
    [3010, 'The payment failed.'],
    [3011, 'The payment timed out and was not processed. Please try again.'],
    [3202, 'Your point balance is not available right now.'],
    [3203, 'A processing error occurred. Please try again later.'],
    [3204, 'The payment failed. Please use another card or try again.'],
    [3205, 'This card cannot be used.'],
  ])('error_code %i gives its catalogue message, never the raw error text', async (code, message) => {
    await bootFail(`&error_code=${code}&error=${encodeURIComponent('<b>Gateway said NO</b>')}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking was not completed');
    expect(alertText()).toBe(message);
    expect(document.body.textContent).not.toContain('Gateway said NO');
  });

  it('a missing or unknown code gives the general payment message', async () => {
    await bootFail('&error=Something%20odd');
    expect(alertText()).toBe('The payment could not be completed.');
    expect(document.body.textContent).not.toContain('Something odd');
    expect(failMessageKey('abc')).toBe('confirmation.fail.generic');
    expect(failMessageKey('9999')).toBe('confirmation.fail.generic');
    expect(failMessageKey('1000')).toBe('errors.invalid');
  });

  it('the button goes back to the results for the same search', async () => {
    await bootFail('&checkin=2030-12-10&checkout=2030-12-12&adults=3&error_code=3002');
    const back = screen.getByRole('link', { name: 'Back to search results' });
    expect(back.getAttribute('href')).toBe('/booking/result?code=sakura-tokyo&checkin=2030-12-10&checkout=2030-12-12&adults=3');
    await act(() => void back.click());
    expect(location.pathname).toBe('/booking/result');
    expect(new URLSearchParams(location.search).get('checkin')).toBe('2030-12-10');
  });

  it('values that are not a search stay out of the way back', async () => {
    await bootFail('&checkin=tomorrow&checkout=2030-12-12&adults=-1&error_code=3002');
    expect(screen.getByRole('link', { name: 'Back to search results' }).getAttribute('href')).toBe('/booking/result?code=sakura-tokyo');
  });

  it('in Korean', async () => {
    await bootFail('&error_code=3006&locale=ko');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('예약이 완료되지 않았습니다');
    expect(document.title).toContain('예약 미완료');
  });
});
