/** Times of the payment screens (doc 1 §9, doc 3 §9). */
export const TOAST_MS = 1000;
/** Success navigation delay after the success toast. */
export const SUCCESS_REDIRECT_MS = 250;
/** The return from a cashier can beat the provider's notification: ask a few times, 1 s apart. */
export const PAYBACK_TRIES = 5;
export const PAYBACK_WAIT_MS = 1000;
/** The hand-off page waits for a payment made in another app (doc 3 §4: repeats until paid). */
export const HANDOFF_POLL_MS = 2000;
/**
 * items/success answers certificateImg '' while the certificate is being made (a job renders it
 * after the payment): the success page asks again every 1.5 s for up to 20 s.
 */
export const CERTIFICATE_POLL_MS = 1500;
export const CERTIFICATE_WAIT_MS = 20_000;
