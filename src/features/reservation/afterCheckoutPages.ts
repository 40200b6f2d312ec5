// Route chunks after checkout (confirmation, fail, payment link), for the router: tiny, since the app shell imports it.
// (The guest detail page's loader lives in pages.ts, owned with that page.)

/** /reservation/confirmation/:confirmationNumber */
export const loadConfirmationPage = () => import('./routes/ConfirmationPage');
/** /reservation/fail */
export const loadFailPage = () => import('./routes/FailPage');
/** /payments/:paymentNumber and /payments/:paymentNumber/display */
export const loadPaymentLinkPage = () => import('./routes/PaymentLinkPage');
