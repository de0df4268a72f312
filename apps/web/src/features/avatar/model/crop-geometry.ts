/** Spec doc 1 §9 and doc 3 §9: after accept, the crop is drawn 250 ms later. */
export const AVATAR_RENDER_DELAY_MS = 250;
/** The stored avatar's edge: sharp at 64 css px on a 3× screen, and a few tens of KB. */
export const AVATAR_OUTPUT_PX = 400;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ROTATE_STEP_DEG = 90;

export type Area = { x: number; y: number; width: number; height: number };

/** An angle in (-180, 180], so turning round and round never grows the number. */
export function normaliseDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

/** The size of the box around a width × height picture turned by `degrees`. */
export function rotatedBox(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

export type DrawPlan = {
  /** The turned picture's box, whose centre is the picture's centre. */
  box: { width: number; height: number };
  radians: number;
};

/**
 * How to draw a crop: react-easy-crop gives the crop area in the box of the turned picture, so the
 * picture is turned about its centre, placed in that box, and the box moved so the crop's corner
 * lands on the canvas corner.
 */
export function drawPlan(natural: { width: number; height: number }, degrees: number): DrawPlan {
  return { box: rotatedBox(natural.width, natural.height, degrees), radians: (degrees * Math.PI) / 180 };
}
