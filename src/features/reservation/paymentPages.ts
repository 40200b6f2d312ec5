// The payment step's route chunks, for the router: this file stays tiny, since the app shell imports it.

/** /reservation/payment */
export const loadPaymentPage = () => import('./routes/PaymentPage');
/** /reservation/3ds-return */
export const loadThreeDsReturnPage = () => import('./routes/ThreeDsReturnPage');
