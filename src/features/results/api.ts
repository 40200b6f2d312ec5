import { api } from '../../api';
import type { SearchCriteria } from '../search/criteria';
import { BrandHotelsResponse, SearchResponse, type BrandHotels, type SearchResult } from './schemas';

/** One entry per room: the search bar books room_count rooms with the same guests. */
export function roomsPayload(criteria: SearchCriteria) {
  return Array.from({ length: Math.max(1, criteria.room_count) }, () => ({
    checkin_date: criteria.checkin,
    checkout_date: criteria.checkout,
    adults: criteria.adults,
    children: criteria.children,
  }));
}

/** The room search payload of spec section 7 for what the search form holds. */
export function searchPayload(criteria: SearchCriteria) {
  return {
    rooms: roomsPayload(criteria),
    order: criteria.order,
    type: criteria.type,
    mode: 'brr',
    promo_code: criteria.promo_code,
    // An empty result then names the next date with availability.
    search_next_available_date_if_no_result: true,
  };
}

export async function searchRooms(code: string, criteria: SearchCriteria, signal?: AbortSignal): Promise<SearchResult> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/rooms`, { params: searchPayload(criteria), schema: SearchResponse, signal });
  return body.data;
}

export async function fetchBrandHotels(brand: string, criteria: SearchCriteria, signal?: AbortSignal): Promise<BrandHotels> {
  const body = await api().get(`hotel_brands/${encodeURIComponent(brand)}/hotels`, {
    params: { is_including_lowest_price: true, rooms: roomsPayload(criteria) },
    schema: BrandHotelsResponse,
    signal,
  });
  return body.data;
}
