import { afterEach, describe, expect, it } from 'vitest';
import { BROWSING_STATE_TTL_MS, browsingStateKey, saveBrowsingState, takeBrowsingState, type BrowsingState } from '../../../src/features/results/browsingState';

const state: BrowsingState = {
  search: 'code=sakura-tokyo&checkin=2025-12-01&checkout=2025-12-03',
  type: 'plan',
  scrollY: 640,
  selection: [
    { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', numberOfAdults: 2, numberOfChildren: 0, quantity: 1, type: 'plan', salePrice: 30900, tax: 2809, paymentMethods: ['on_site'] },
  ],
};
const now = Date.UTC(2025, 10, 1, 12);

afterEach(() => localStorage.clear());

describe('saved browsing state (spec sections 4 and 9)', () => {
  it('is restored within 10 minutes', () => {
    expect(BROWSING_STATE_TTL_MS).toBe(10 * 60 * 1000);
    saveBrowsingState('sakura-tokyo', state, now);
    expect(takeBrowsingState('sakura-tokyo', state.search, now + BROWSING_STATE_TTL_MS - 1000)).toEqual(state);
  });

  it('expires after 10 minutes and is removed on load', () => {
    saveBrowsingState('sakura-tokyo', state, now);
    expect(takeBrowsingState('sakura-tokyo', state.search, now + BROWSING_STATE_TTL_MS)).toBeUndefined();
    expect(localStorage.getItem(browsingStateKey('sakura-tokyo'))).toBeNull();
    // Read once: a second load within the 10 minutes finds nothing either.
    saveBrowsingState('sakura-tokyo', state, now);
    takeBrowsingState('sakura-tokyo', state.search, now + 1000);
    expect(takeBrowsingState('sakura-tokyo', state.search, now + 2000)).toBeUndefined();
  });

  it('belongs to one search and one hotel', () => {
    saveBrowsingState('sakura-tokyo', state, now);
    expect(takeBrowsingState('aurora-namba', state.search, now + 1000)).toBeUndefined();
    expect(takeBrowsingState('sakura-tokyo', `${state.search}&adults=3`, now + 1000)).toBeUndefined();
  });
});
