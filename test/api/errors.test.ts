import { describe, expect, it } from 'vitest';
import { ApiError, readErrorPayload } from '../../src/api/errors';

describe('error payloads are read in all three shapes (spec section 8)', () => {
  it('reads errors[0].details.base[0]', () => {
    expect(readErrorPayload({ errors: [{ code: 1000, details: { base: ['Checkout must be after checkin'] } }] })).toMatchObject({
      code: 1000,
      serverMessage: 'Checkout must be after checkin',
    });
  });

  it('reads an errors array with a title and details carrying a code and base message', () => {
    expect(readErrorPayload({ errors: [{ title: 'Identity provider expired', details: [{ code: 4000, base: 'Client session expired' }] }] })).toMatchObject({
      code: 4000,
      title: 'Identity provider expired',
      serverMessage: 'Client session expired',
    });
  });

  it('reads { error }', () => {
    expect(readErrorPayload({ error: 'Hotel not found' })).toMatchObject({ serverMessage: 'Hotel not found' });
  });

  it('reads an unknown or empty body as nothing, without throwing', () => {
    expect(readErrorPayload('<html>Bad gateway</html>')).toEqual({ params: {} });
    expect(readErrorPayload(null)).toEqual({ params: {} });
    expect(readErrorPayload({ errors: [] })).toEqual({ params: {} });
  });
});

describe('errors map to catalogue messages', () => {
  const make = (status: number, code?: number) => new ApiError({ status, kind: 'http', code, params: {} });
  it.each([
    [3001, 'errors.payment_timeout'],
    [3011, 'errors.payment_timeout'],
    [3003, 'errors.card_not_available'],
    [3205, 'errors.card_not_available'],
    [3006, 'errors.three_d_secure_failed'],
    [3008, 'errors.three_d_secure_cancelled'],
    [3009, 'errors.three_d_secure_suspended'],
    [2401, 'errors.not_enough_points'],
    [1903, 'errors.reservable_period'],
  ])('code %i → %s', (code, key) => {
    expect(make(422, code).messageKey).toBe(key);
  });

  it('an unknown code falls back to the generic message, never the raw server text', () => {
    expect(make(422, 9999).messageKey).toBe('errors.generic');
  });
});

describe('coupon and code messages (spec section 8: invalid, expired, limit reached, max nights)', () => {
  it.each([
    ['invalid', 'errors.coupon_invalid'],
    ['expired', 'errors.coupon_expired'],
    ['limit_reached', 'errors.coupon_limit_reached'],
    ['max_nights', 'errors.coupon_max_nights'],
  ])('code 1500 with reason %s → %s', (reason, key) => {
    expect(new ApiError({ status: 422, kind: 'http', code: 1500, params: { reason } }).messageKey).toBe(key);
  });

  it('the max-nights message gets its night count from the error', () => {
    const error = new ApiError({ status: 422, kind: 'http', ...readErrorPayload({ errors: [{ code: 1500, reason: 'max_nights', max_nights: 2, details: { base: ['Too long'] } }] }) });
    expect(error.messageKey).toBe('errors.coupon_max_nights');
    expect(error.params).toMatchObject({ max_nights: 2 });
  });
});

describe('messageKeyForCode', () => {
  it('is the table ApiError reads: payment codes 3001–3011 and 3202–3205 have their messages', async () => {
    const { messageKeyForCode } = await import('../../src/api/errors');
    expect(messageKeyForCode(3001)).toBe('errors.payment_timeout');
    expect(messageKeyForCode(3205)).toBe('errors.card_not_available');
    expect(messageKeyForCode(3010)).toBeUndefined();
    expect(messageKeyForCode(undefined)).toBeUndefined();
  });
});
