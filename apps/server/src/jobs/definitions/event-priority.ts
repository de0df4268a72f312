/**
 * An event's jobs go before the work they queue (a certificate's drawing): a burst of payments
 * makes every certificate row, so every donor's 证书生成中 is short, before the drawings run.
 */
export const EVENT_PRIORITY = 10;
