import { describe, expect, it } from 'vitest';
import { HHU_MAP_ITEMS_ID, hhuPreviewMode, signedViewQuery } from './hhu-preview.ts';

const mode = (query: string) => hhuPreviewMode(new URLSearchParams(query));
const signedUrl = '/documents/agreement/9.1.s?e=1&s=x';

describe('tree-naming-hhu/preview’s address (doc 4 §2.3)', () => {
  it('with url only previews it, leaving nothing for the form', () => {
    expect(mode(`url=${encodeURIComponent(signedUrl)}`)).toEqual({
      kind: 'view',
      url: signedUrl,
      signed: null,
    });
  });

  it('with the donor generates the agreement for the form’s project, tree and amount', () => {
    expect(mode('name=林小树&mobile=13800001111&donationAmount=2000.5&itemsId=7&seatId=501')).toEqual({
      kind: 'sign',
      request: { name: '林小树', mobile: '13800001111', donationAmount: '2000.5', itemsId: 7, seatId: 501 },
      itemsId: 7,
      amountFen: 200_050,
    });
  });

  it('without a project is the map’s trees, as the server assumes', () => {
    const made = mode('name=林小树&mobile=13800001111&donationAmount=100');
    expect(made).toMatchObject({ kind: 'sign', itemsId: HHU_MAP_ITEMS_ID });
    expect(made.kind === 'sign' && 'itemsId' in made.request).toBe(false);
  });

  it.each([
    ['mobile=13800001111&donationAmount=100', 'agreement.nameRequired'],
    ['name=林小树&donationAmount=100', 'agreement.mobileRequired'],
    ['name=林小树&mobile=123&donationAmount=100', 'agreement.mobileInvalid'],
    ['name=林小树&mobile=13800001111', 'agreement.amountRequired'],
    ['name=林小树&mobile=13800001111&donationAmount=-1', 'agreement.amountPositive'],
  ])('%s is refused before any call: %s', (query, key) => {
    expect(mode(query)).toMatchObject({ kind: 'invalid', problem: { key } });
  });

  it('with nothing names no agreement', () => {
    expect(mode('')).toEqual({ kind: 'invalid', problem: null });
  });
});

describe('once signed', () => {
  it('the address previews the signed file and still names the project and amount for Back', () => {
    const query = signedViewQuery({ url: signedUrl, itemsId: 8, amountFen: 200_050 });
    expect(Object.fromEntries(query)).toEqual({ url: signedUrl, itemsId: '8', donationAmount: '2000.5' });
    expect(hhuPreviewMode(query)).toEqual({
      kind: 'view',
      url: signedUrl,
      signed: { url: signedUrl, itemsId: 8, amountFen: 200_050 },
    });
  });
});
