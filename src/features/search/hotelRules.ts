// The search rules on the hotel's clock: `today` is the hotel's day in its time zone (spec section 3's
// date rules all count from it). The bar's first paint uses searchRules() on the guest's clock and
// corrects itself with these once the facility setting arrives.
import { hotelTimeZone, hotelToday } from '../../lib/hotelTime';
import type { FacilitySetting } from '../facility/schemas';
import { searchRules, type CompanionTiers, type SearchRules } from './criteria';

export function hotelSearchRules(setting?: FacilitySetting, now: Date = new Date(), companions?: CompanionTiers): SearchRules {
  return { ...searchRules(setting, now, companions), today: hotelToday(hotelTimeZone(setting), now) };
}
