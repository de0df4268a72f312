import { describe, expect, it } from 'vitest';
import {
  makeSandboxNotification,
  makeSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
} from './sandbox-provider.ts';

const key = Buffer.alloc(32, 7);
const provider = makeSandboxProvider({ key, publicUrl: 'http://localhost:3000' });
const body = { billNo: '1'.repeat(26), amountFen: 1050, tradeNo: 'SBX1', status: 'SUCCESS' as const };

describe('sandbox provider', () => {
  it('answers its cashier page for an order', async () => {
    const action = await provider.create({
      billNo: body.billNo,
      amountFen: 1050,
      subject: '项目',
      payType: 1,
      expiresAt: new Date(),
    });
    expect(action).toEqual({
      kind: 'cashier',
      url: `http://localhost:3000/pay/sandbox/cashier?billNo=${body.billNo}`,
    });
  });

  it('opens the cashier on the origin the donor is on, when the order names one', async () => {
    const action = await provider.create({
      billNo: body.billNo,
      amountFen: 1050,
      subject: '项目',
      payType: 2,
      expiresAt: new Date(),
      returnOrigin: 'http://127.0.0.1:3000',
    });
    expect(action).toEqual({
      kind: 'cashier',
      url: `http://127.0.0.1:3000/pay/sandbox/cashier?billNo=${body.billNo}`,
    });
  });

  it('answers redirect pay (14) with the same cashier as a redirect', async () => {
    const order = {
      billNo: body.billNo,
      amountFen: 1050,
      subject: '项目',
      payType: 14,
      expiresAt: new Date(),
    };
    expect(await provider.create(order)).toEqual({
      kind: 'redirect',
      url: `http://localhost:3000/pay/sandbox/cashier?billNo=${body.billNo}`,
    });
  });

  it('accepts its own signature and reads the payment', async () => {
    const { rawBody, signature } = makeSandboxNotification(key, body);
    const verified = await provider.verifyNotification({
      headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
      rawBody,
    });
    expect(verified).toEqual({ billNo: body.billNo, amountFen: 1050, tradeNo: 'SBX1', paid: true });
  });

  it('refuses another key, an altered body and a missing signature', async () => {
    const other = makeSandboxNotification(Buffer.alloc(32, 8), body);
    const mine = makeSandboxNotification(key, body);
    const altered = mine.rawBody.replace('1050', '1');
    const cases = [
      { headers: { [SANDBOX_SIGNATURE_HEADER]: other.signature }, rawBody: other.rawBody },
      { headers: { [SANDBOX_SIGNATURE_HEADER]: mine.signature }, rawBody: altered },
      { headers: {}, rawBody: mine.rawBody },
    ];
    for (const notification of cases) expect(await provider.verifyNotification(notification)).toBeNull();
  });
});
