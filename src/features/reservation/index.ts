// Public API of the reservation feature: the rooms the guest has chosen, and where the checkout stands.
export {
  add,
  applyingAfterCoupon,
  checkoutStep,
  clear,
  decrement,
  keepSelectionFor,
  quantityOf,
  refusalFor,
  restoreSelection,
  selectedCount,
  selectedRooms,
  selectedTax,
  selectedTotal,
  selectionKey,
  selectionRefusal,
  setCheckoutStep,
  setUpdateMode,
  updateMode,
} from './selection';
export type { SelectableRoom, SelectedRoom, SelectionLimits, SelectionRefusal } from './selection';
export {
  BOOKING_ERRORS,
  GUEST_FIELDS,
  answerPayload,
  fieldPresence,
  guestDetailRules,
  questionVisible,
  roomsSharePaymentMethod,
  validateGuestDetail,
  visibleExtras,
} from './validation';
export type { GuestDetailContext } from './validation';
export { cardValidUntil, detectCardBrand, luhnValid } from './payment';
