import { useEffect, useState } from 'react';

/**
 * The hhu tree agreement between its two screens (doc 4 §4): the preview, once the donor has
 * signed, stores the signed PDF's address for the form; the form, kept as it was, polls for it
 * every 500 ms. The entry names the project and the amount it was signed for, so the form never
 * takes an agreement made for another tree or another amount.
 */
export const HHU_SIGNED_KEY = 'hhu.signedAgreement';
export const HHU_SIGN_POLL_MS = 500;

export type SignedAgreement = { url: string; itemsId: number; amountFen: number };

export function writeSignedAgreement(signed: SignedAgreement): void {
  localStorage.setItem(HHU_SIGNED_KEY, JSON.stringify(signed));
}

export function clearSignedAgreement(): void {
  localStorage.removeItem(HHU_SIGNED_KEY);
}

/** The signed agreement for this project and amount, when the preview left one. */
export function readSignedAgreement(itemsId: number, amountFen: number): SignedAgreement | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(HHU_SIGNED_KEY) ?? 'null',
    ) as Partial<SignedAgreement> | null;
    if (!value || typeof value.url !== 'string' || value.url === '') return null;
    if (value.itemsId !== itemsId || value.amountFen !== amountFen) return null;
    return { url: value.url, itemsId, amountFen };
  } catch {
    return null;
  }
}

/** The form's poll (every 500 ms) for the agreement signed for this project and amount. */
export function useSignedAgreement(
  itemsId: number,
  amountFen: number,
  active: boolean,
): SignedAgreement | null {
  const [signed, setSigned] = useState(() => (active ? readSignedAgreement(itemsId, amountFen) : null));
  useEffect(() => {
    if (!active) return;
    const look = () => {
      const found = readSignedAgreement(itemsId, amountFen);
      setSigned((current) => (current?.url === found?.url ? current : found));
    };
    look();
    const timer = window.setInterval(look, HHU_SIGN_POLL_MS);
    return () => window.clearInterval(timer);
  }, [itemsId, amountFen, active]);
  return signed;
}
