import { act, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../../../src/features/results/store';
import { QUERY_NAMES } from '../../../src/features/search/query';
import { json } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
import { pick, recommenderUrl } from './fixtures';
import { CHECKIN } from './helpers';

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

async function bootRecommender(answer: ReturnType<typeof json>, url = recommenderUrl()) {
  const booted = await bootShell({ url, prepare: (server) => server.answerOnce('/rooms/recommendation', answer) });
  await act(() => booted.started);
  return booted;
}

const recommendations = (list: unknown[]) => json(200, { data: { recommendations: list } });

describe('room recommender (/booking/recommender)', () => {
  it('shows up to three picks with the reason as a badge, the price, and a link to that room type in the results', async () => {
    const { server } = await bootRecommender(
      recommendations([
        pick('STD', 'best_price', { total_price: 18000 }),
        pick('STE', 'most_space', { total_price: 52000, room_count: 2 }),
        pick('TWN', 'breakfast_included', { room_plan_name: 'Bed & breakfast' }),
        pick('DBL', 'best_price'),
      ]),
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby') && within(c).getByRole('heading').textContent)).toEqual(['Room STD', 'Room STE', 'Room TWN']);
    const [cheapest, biggest, breakfast] = cards.map((c) => within(c));
    expect(cheapest!.getByText('Best price')).toBeTruthy();
    expect(cheapest!.getByText('¥18,000')).toBeTruthy();
    expect(biggest!.getByText('Most space')).toBeTruthy();
    expect(biggest!.getByText('Only 2 rooms left')).toBeTruthy();
    expect(breakfast!.getByText('Breakfast included')).toBeTruthy();
    expect(breakfast!.getByText('Bed & breakfast')).toBeTruthy();
    expect(breakfast!.getByRole('img', { name: 'Room TWN' })).toBeTruthy();

    const link = biggest!.getByRole('link', { name: 'See plans for Room STE' });
    const target = new URL(link.getAttribute('href')!, 'http://widget.test');
    expect(target.pathname).toBe('/booking/result');
    expect(target.searchParams.get(QUERY_NAMES.room_type_codes)).toBe('STE');
    expect(target.searchParams.get('checkin')).toBe(CHECKIN);
    expect(target.searchParams.get('code')).toBe('sakura-tokyo');

    // The same payload as the room search.
    const call = server.apiCalls().find((r) => r.url.includes('/rooms/recommendation'))!;
    const query = new URL(call.url).searchParams;
    expect(new URL(call.url).pathname).toBe('/api/v1/hotels/sakura-tokyo/rooms/recommendation');
    expect(query.get('rooms[0][checkin_date]')).toBe(CHECKIN);
    expect(query.get('rooms[0][adults]')).toBe('2');
    expect(document.title).toContain('Recommended rooms');
  });

  it('an empty answer says so and links to all rooms', async () => {
    await bootRecommender(recommendations([]));
    expect(await screen.findByText('We have no recommendations for this stay. Please look at all available rooms.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all available rooms' }).getAttribute('href')).toContain('/booking/result?');
  });

  it('a failed call shows the catalogue message of the error', async () => {
    await bootRecommender(json(500, { errors: [{ title: 'boom' }] }));
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong. Please try again later.');
  });

  it('a malformed answer is an error, not a blank page', async () => {
    await bootRecommender(json(200, { data: { recommendations: [{ room_type_code: 'X' }] } }));
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe('We received an unexpected response from the server. Please try again later.');
  });
});
