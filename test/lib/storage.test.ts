import { beforeEach, describe, expect, it } from 'vitest';
import { readExpiring, readStored, writeExpiring } from '../../src/lib/storage';
import { SAVED_BROWSING_STATE_MINUTES } from '../../src/lib/constants';

describe('saved browsing state', () => {
  beforeEach(() => localStorage.clear());
  const ttl = SAVED_BROWSING_STATE_MINUTES * 60_000;

  it('saved browsing state expires after 10 minutes and is removed on load', () => {
    writeExpiring('bw_state', { page: 2 }, ttl, 1_000);
    expect(readExpiring('bw_state', 1_000 + ttl - 1)).toEqual({ page: 2 });
    expect(readExpiring('bw_state', 1_000 + ttl)).toBeUndefined();
    expect(readStored('bw_state')).toBeUndefined();
  });

  it('a corrupt stored value reads as nothing', () => {
    localStorage.setItem('bw_state', '{not json');
    expect(readExpiring('bw_state')).toBeUndefined();
  });
});
