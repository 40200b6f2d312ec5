// Public API of the reservation feature: the rooms the guest has chosen, and where the checkout stands.
export {
  add,
  applyingAfterCoupon,
  checkoutStep,
  choiceFor,
  choiceRefusal,
  choose,
  clear,
  decrement,
  keepSelectionFor,
  quantityOf,
  everyRoomChosen,
  refusalFor,
  removeSearchedRoom,
  restoreSelection,
  roomsWithoutChoice,
  selectedCount,
  selectedRooms,
  selectedTax,
  selectedTotal,
  selectionKey,
  selectionRefusal,
  setCheckoutStep,
  setUpdateMode,
  unchoose,
  updateMode,
} from './selection';
export type { SelectableRoom, SelectedRoom, SelectionLimits, SelectionRefusal } from './selection';
// The booking step's validation (validation.ts, payment.ts) is used inside this feature only; it is
// not re-exported here so that the results routes, which import this index, do not carry it.
export {
  answers,
  attachmentIds,
  checkoutStay,
  clearGuestDetail,
  completeGuestDetail,
  extrasOrder,
  goToPayment,
  guestDetail,
  GUEST_DETAIL_PATH,
  PAYMENT_PATH,
  paymentUrl,
} from './checkout';
export type { CheckoutData, CheckoutGuestDetail } from './checkout';
