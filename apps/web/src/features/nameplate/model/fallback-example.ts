import type { TNameplateExample } from '@alma/shared/api/naming';

/**
 * The plate drawn when a project has no nameplate example (or it could not be read): the three
 * texts stacked on a plain plate, in the same 300×180 coordinates staff use (configData).
 */
const box = (field: string, placeholder: string, y: number, fontSize: number) => ({
  field,
  placeholder,
  x: 24,
  y,
  style: {
    color: '#5a3e1b',
    fontSize,
    letterSpacing: 1,
    lineHeight: Math.round(fontSize * 1.4),
    width: 252,
  },
});

export function fallbackExample(placeholders: {
  donorName: string;
  donorIdentity: string;
  donationMessage: string;
}): TNameplateExample {
  return {
    bgImg: '',
    exampleImg: '',
    configData: JSON.stringify([
      box('donorName', placeholders.donorName, 40, 22),
      box('donorIdentity', placeholders.donorIdentity, 84, 14),
      box('donationMessage', placeholders.donationMessage, 118, 14),
    ]),
    detailConfig: '{}',
  };
}
