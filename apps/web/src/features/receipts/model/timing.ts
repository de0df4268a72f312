/** Doc 3 §9: an application's submit goes once per 1500 ms; toasts stay 1000 ms. */
export const SUBMIT_THROTTLE_MS = 1500;
export const TOAST_MS = 1000;
