/**
 * An agreement's page: A4 in PDF points, and its picture's width for the phone. Apart from the
 * layout (agreement-layout.ts) because the agreements' reads need only these numbers, and the
 * layout brings the fonts' measuring (fontkit) with it: kept out of the server's start.
 */

/** A page picture's width in pixels: a 390-pixel phone screen at twice its density, and a little more. */
export const AGREEMENT_PAGE_PX = 900;

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;
