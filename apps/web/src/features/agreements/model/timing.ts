/** Doc 4 §9: toasts stay 1 s, 2 s for the agreement consent warning and the server's words. */
export const CHECK_TOAST_MS = 1000;
export const SERVER_TOAST_MS = 2000;
