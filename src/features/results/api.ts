import { api } from '../../api';
import { facilitySetting } from '../facility';
import type { SearchCriteria } from '../search/criteria';
import { BrandHotelsResponse, SearchResponse, type BrandHotels, type SearchResult } from './schemas';

/** One entry per room with its guests; the dates on each room of a dated search. */
export function roomsPayload(criteria: SearchCriteria) {
  const dates = criteria.search_type === 'dated' ? { checkin_date: criteria.checkin, checkout_date: criteria.checkout } : {};
  return criteria.rooms.map((room) => ({ ...dates, ...room }));
}

/** The room search payload of spec section 7 for what the search form holds. */
export function searchPayload(criteria: SearchCriteria, facility: { availableRoomsOnly?: boolean } = {}) {
  return {
    rooms: roomsPayload(criteria),
    order: criteria.order,
    type: criteria.type,
    mode: criteria.mode,
    search_type: criteria.search_type,
    nights: criteria.search_type === 'undated' ? criteria.nights : undefined,
    is_day_use: criteria.is_day_use || undefined,
    promo_code: criteria.promo_code,
    coupon_code: criteria.coupon_code,
    room_search_filters: criteria.room_search_filters,
    is_including_occupied: criteria.is_including_occupied || undefined,
    // The facility's default search setting: leave out room types with no room left.
    available_rooms_only: facility.availableRoomsOnly || undefined,
    room_type_codes: criteria.room_type_codes,
    hotel_plan_codes: criteria.hotel_plan_codes,
    room_plan_codes: criteria.room_plan_codes,
    ...criteria.tracking,
    // An empty result then names the next date with availability.
    search_next_available_date_if_no_result: true,
  };
}

export async function searchRooms(code: string, criteria: SearchCriteria, signal?: AbortSignal): Promise<SearchResult> {
  const availableRoomsOnly = facilitySetting.value?.default_search_setting.available_rooms_only;
  const body = await api().get(`hotels/${encodeURIComponent(code)}/rooms`, { params: searchPayload(criteria, { availableRoomsOnly }), schema: SearchResponse, signal });
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
