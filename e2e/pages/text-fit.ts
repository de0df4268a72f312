import type { Locator } from '@playwright/test';

/**
 * How many pixels of an input's placeholder do not fit its text box, measured in the input's own
 * font (≤ 0: the placeholder is read whole). For screens checked at a phone's 390 px.
 */
export function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width - room;
  });
}
