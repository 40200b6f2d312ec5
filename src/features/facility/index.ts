export { fetchFacilitySetting } from './api';
export { facilitySetting, firstPartyDomain, hotelCode, isBrandSetup } from './store';
export { FacilitySetting, SortOrder } from './schemas';
