// Extras of spec section 3: generic, or dated with prices by date and the dates they can be booked for.
import { array, defaulted, enums, integer, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

export const ExtraPrice = type({
  /** The day this price is for; generic extras have one undated price. */
  date: defaulted(nullable(string()), null),
  price: number(),
  price_with_tax: optional(number()),
});

export const Extra = type({
  id: union([integer(), string()]),
  name: string(),
  unit: defaulted(nullable(string()), null),
  count: optional(nullable(integer())),
  extra_type: enums(['generic', 'dated']),
  prices: defaulted(array(ExtraPrice), []),
  booking_available_dates: defaulted(array(string()), []),
  /** "Extras quantity within min to max per item"; no maximum when null. */
  min_quantity: defaulted(integer(), 1),
  max_quantity: defaulted(nullable(integer()), null),
});
export type Extra = Infer<typeof Extra>;

/** An extra the guest orders: quantity 0 means not ordered. */
export const ExtraOrder = type({
  extra_id: union([integer(), string()]),
  quantity: number(),
  delivered_at: optional(nullable(string())),
});
export type ExtraOrder = Infer<typeof ExtraOrder>;

/** The days a dated extra can be ordered for: its bookable dates that have a price. */
export function orderableDates(extra: Extra): string[] {
  const priced = new Set(extra.prices.map((price) => price.date));
  return extra.booking_available_dates.filter((day) => priced.has(day));
}

/** "Extras are shown only if generic, or dated with bookable dates that match price dates." */
export function visibleExtras(extras: readonly Extra[]): Extra[] {
  return extras.filter((extra) => extra.extra_type === 'generic' || orderableDates(extra).length > 0);
}

/** "Extras quantity within min to max per item": the bounds, or undefined when the quantity is within them. */
export function quantityOutOfRange(extra: Pick<Extra, 'min_quantity' | 'max_quantity'>, quantity: number): { min: number; max: number | null } | undefined {
  if (quantity === 0) return undefined;
  const within = Number.isInteger(quantity) && quantity >= extra.min_quantity && (extra.max_quantity == null || quantity <= extra.max_quantity);
  return within ? undefined : { min: extra.min_quantity, max: extra.max_quantity };
}
