import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../../../src/features/results/store';
import { json, type SentRequest } from '../../api/fake-server';
import { bootShell, SETTINGS } from '../../app/boot';
import { CHECKIN, CHECKOUT, roomSearches } from './helpers';

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

const BRAND_SETTINGS = { ...SETTINGS, hotel_code: 'aurora-shinjuku', hotel_name: 'Aurora Hotel Shinjuku', brand_code: 'aurora', booking_widget_type: 'brand' };

function hotel(code: string, name: string, lowest: number | null) {
  return { hotel_id: name.length, hotel_code: code, name, address: `${name} street 1`, photo: `http://api.test/sandbox-assets/hotels/${code}.svg`, currency: 'JPY', lowest_price: lowest };
}

const brandAnswer = () =>
  json(200, {
    data: {
      brand_code: 'aurora',
      brand_name: 'Aurora Hotels',
      hotels: [hotel('aurora-shinjuku', 'Aurora Hotel Shinjuku', 22400), hotel('aurora-namba', 'Aurora Hotel Namba', 19300), hotel('aurora-gion', 'Aurora Hotel Gion', null)],
      search_params: { rooms: [{ checkin_date: CHECKIN, checkout_date: CHECKOUT, adults: 2, children: 0, kids_age_range: [0, 12] }] },
    },
  });

async function bootFacilities(url: string, settings: Record<string, unknown> = BRAND_SETTINGS) {
  return bootShell({
    url,
    settings,
    prepare: (server) => {
      for (let i = 0; i < 5; i++) server.answerOnce('/hotel_brands/aurora/hotels', brandAnswer);
    },
  });
}

const brandCalls = (server: { apiCalls(): SentRequest[] }) =>
  server.apiCalls().filter((r) => new URL(r.url).pathname.endsWith('/hotel_brands/aurora/hotels')).map((r) => new URL(r.url).searchParams);

const stay = `checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&children=0&room_count=1&type=room&order=price_low_to_high`;

describe('brand facilities list (spec section 2)', () => {
  it("links each of the brand's hotels to its search results with the searched criteria", async () => {
    const { started, server } = await bootFacilities(`/facilities?code=aurora-shinjuku&${stay}`);
    await act(() => started);
    const links = await screen.findAllByRole('link', { name: /Aurora Hotel/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/booking/result?code=aurora-shinjuku&${stay}`,
      `/booking/result?code=aurora-namba&${stay}`,
      `/booking/result?code=aurora-gion&${stay}`,
    ]);
    const query = brandCalls(server)[0]!;
    expect(query.get('is_including_lowest_price')).toBe('true');
    expect(query.get('rooms[0][checkin_date]')).toBe(CHECKIN);
    expect(query.get('rooms[0][checkout_date]')).toBe(CHECKOUT);
    expect(query.get('rooms[0][adults]')).toBe('2');
    // The facilities page is not a results page: no room search is preloaded for it.
    expect(roomSearches(server)).toHaveLength(0);
  });

  it("shows each hotel's name, address, photo and lowest price for the dates, or that nothing is available", async () => {
    const { started } = await bootFacilities(`/facilities?code=aurora-shinjuku&${stay}`);
    await act(() => started);
    const namba = within((await screen.findByRole('article', { name: 'Aurora Hotel Namba' })) as HTMLElement);
    expect(namba.getByText('Aurora Hotel Namba street 1')).toBeTruthy();
    expect(namba.getByRole('img', { name: 'Aurora Hotel Namba' }).getAttribute('src')).toBe('http://api.test/sandbox-assets/hotels/aurora-namba.svg');
    expect(namba.getByText('From ¥19,300')).toBeTruthy();
    const gion = within(screen.getByRole('article', { name: 'Aurora Hotel Gion' }));
    expect(gion.getByText('No rooms available for these dates')).toBeTruthy();
    expect(gion.queryByText(/From/)).toBeNull();
  });

  it('following a hotel link is a full page load (start-up reads that hotel), not an in-app route', async () => {
    const { started } = await bootFacilities(`/facilities?code=aurora-shinjuku&${stay}`);
    await act(() => started);
    const link = await screen.findByRole('link', { name: 'Aurora Hotel Namba' });
    const before = location.href;
    let preventedBeforeUs: boolean | undefined;
    link.addEventListener('click', (event) => {
      preventedBeforeUs = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages
    });
    fireEvent.click(link);
    // Neither our handler nor the router took the click: the browser loads the hotel's page.
    expect(preventedBeforeUs).toBe(false);
    expect(location.href).toBe(before);
  });

  it('a search from the form updates the address and the list', async () => {
    const { started, server } = await bootFacilities(`/facilities?code=aurora-shinjuku&${stay}&locale=en`);
    await act(() => started);
    await screen.findAllByRole('link', { name: /Aurora Hotel/ });
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(brandCalls(server)).toHaveLength(2));
    expect(location.pathname).toBe('/facilities');
    expect(new URLSearchParams(location.search).get('locale')).toBe('en');
    expect(await screen.findAllByRole('link', { name: /Aurora Hotel/ })).toHaveLength(3);
  });

  it('a hotel outside a brand has no facilities list: the address becomes its search results', async () => {
    const { started } = await bootShell({ url: `/facilities?code=sakura-tokyo&${stay}` });
    await act(() => started);
    await waitFor(() => expect(location.pathname).toBe('/booking/result'));
    expect(new URLSearchParams(location.search).get('checkin')).toBe(CHECKIN);
  });
});
