// The facility's guest-detail field settings (spec section 3: "Field presence setting: do_not_ask,
// optional, required"). Seed data in code, by hotel code; a field not named takes the widget's default.
export type FieldPresence = 'do_not_ask' | 'optional' | 'required';
export type GuestDetailField = 'phone' | 'postal_code' | 'address' | 'notes';

const SETTINGS: Record<string, Partial<Record<GuestDetailField, FieldPresence>>> = {
  'sakura-tokyo': { phone: 'required', postal_code: 'do_not_ask', address: 'do_not_ask', notes: 'optional' },
  'hangang-seoul': { phone: 'required', postal_code: 'optional', address: 'optional', notes: 'optional' },
  'taipei-lotus': { phone: 'optional', postal_code: 'do_not_ask', address: 'do_not_ask', notes: 'do_not_ask' },
};

export function guestDetailFields(hotelCode: string): Partial<Record<GuestDetailField, FieldPresence>> {
  return SETTINGS[hotelCode] ?? {};
}
