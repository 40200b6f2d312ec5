import { act, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCatalogue, type Namespace } from '../../src/i18n';
import { json } from '../api/fake-server';
import { bootShell, SETTINGS } from '../app/boot';
import { clearResults } from '../../src/features/results';
import { CHECKOUT, plansAnswer, resultUrl, room, roomsAnswer } from '../features/results/helpers';

// Every catalogue value is replaced by a marker naming its key; any other text a component renders
// was written into the component instead of a catalogue.
function pseudo(value: unknown, prefix: string): unknown {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, `${prefix}.${k}`)]));
  }
  return `⟦${prefix}⟧`;
}

const namespaces: Namespace[] = ['shell', 'errors', 'searchbar', 'results'];
for (const ns of namespaces) {
  const english = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/en/${ns}.json`), 'utf8')) as unknown;
  installCatalogue('en', ns, pseudo(english, ns) as Record<string, unknown>);
}

/** Text a guest sees that is neither a catalogue marker nor the hotel's own data (`data`: what the server sent). */
function strayText(root: Element, data: string[] = []): string[] {
  const stray: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('[aria-hidden="true"], .bw-footer, .bw-header__custom, style, script')) continue;
    const rest = (node.textContent ?? '').replace(/⟦[^⟧]+⟧/g, '').replace(SETTINGS.hotel_name, '').trim();
    if (rest && !data.includes(rest)) stray.push(rest);
  }
  return stray;
}

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

describe('no text outside the catalogues', () => {
  it.each([
    ['the not-found page', '/nowhere?code=sakura-tokyo', '⟦shell.not_found.title⟧'],
    ['the 503 page', '/503?code=sakura-tokyo', '⟦shell.service_unavailable.title⟧'],
  ])('%s renders only catalogue text', async (_, url, heading) => {
    const { started, view } = await bootShell({
      url,
      prepare: (server) => server.answerOnce('/session/whoami', json(500, { error: 'boom' })),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: heading });
    expect(screen.getByText('⟦errors.generic⟧')).toBeTruthy();
    expect(strayText(view.container)).toEqual([]);
  });

  it("the 'No hotel code' page renders only catalogue text", async () => {
    const { started, view } = await bootShell({ url: '/' });
    await act(() => started);
    await screen.findByRole('heading', { name: '⟦shell.no_hotel_code⟧' });
    expect(strayText(view.container)).toEqual([]);
  });

  // Room, plan and hotel names, descriptions, addresses and prices come from the server.
  const roomData = ['Room TWN', 'The TWN room.', 'Room only', 'A simple stay without meals.', '¥30,900'];
  const plan = {
    hotel_plan_code: 'RO',
    plan_name: 'Room only',
    plan_description: 'A simple stay without meals.',
    member_only: true,
    meal: 'breakfast',
    booking_start_date: null,
    lowest_price: 30900,
    rooms: [{ room_type_code: 'TWN', room_type_name: 'Room TWN', photos: [], room_count: 3, max_guests: 2, room_plan_code: 'TWN-RO', total_price: 30900, tax: 2809, tax_included: true, payment_methods: [] }],
  };
  it.each([
    ['rooms', resultUrl(), roomsAnswer([room('TWN', { room_count: 2 })]), '.bw-card'],
    ['plans', resultUrl({ type: 'plan' }), plansAnswer([plan]), '.bw-card'],
    ['an empty result', resultUrl(), roomsAnswer([], { next_available_date: CHECKOUT }), '.bw-empty'],
    ['a failed search', resultUrl(), json(422, { errors: [{ code: 1000, details: { base: ['Bad input'] } }] }), '.bw-alert'],
  ])('the results page with %s renders only catalogue text', async (_, url, answer, shown) => {
    const { started, view } = await bootShell({ url, prepare: (server) => server.answerOnce('/rooms', answer) });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector(shown)).toBeTruthy());
    expect(screen.getByRole('search')).toBeTruthy();
    expect(strayText(view.container, roomData)).toEqual([]);
  });

  it('the brand facilities page renders only catalogue text', async () => {
    const hotels = [
      { hotel_id: 5, hotel_code: 'aurora-namba', name: 'Aurora Hotel Namba', address: '5-1-5 Namba', photo: null, currency: 'JPY', lowest_price: 19300 },
      { hotel_id: 6, hotel_code: 'aurora-gion', name: 'Aurora Hotel Gion', address: '300 Gionmachi', photo: null, currency: 'JPY', lowest_price: null },
    ];
    const { started, view } = await bootShell({
      url: '/facilities?code=sakura-tokyo',
      settings: { ...SETTINGS, brand_code: 'aurora', booking_widget_type: 'brand' },
      prepare: (server) => server.answerOnce('/hotel_brands/aurora/hotels', json(200, { data: { brand_code: 'aurora', brand_name: 'Aurora', hotels } })),
    });
    await act(() => started);
    await screen.findByRole('link', { name: 'Aurora Hotel Gion' });
    expect(strayText(view.container, ['Aurora Hotel Namba', '5-1-5 Namba', 'Aurora Hotel Gion', '300 Gionmachi'])).toEqual([]);
  });

  it('the check itself catches text written into a component', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦shell.loading⟧</p><p>Loading...</p>';
    expect(strayText(div)).toEqual(['Loading...']);
  });
});
