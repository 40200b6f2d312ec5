// The reservation feature's route chunks, for the router: this file stays tiny, since the app shell imports it.

/** /reservation/guest-detail */
export const loadGuestDetailPage = () => import('./routes/GuestDetailPage');
