import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('the sandbox bill file (PAY_SANDBOX_BILL_FILE)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'alma-sandbox-bill-'));
  const file = path.join(dir, 'bill.json');
  const recorded = [
    {
      billNo: 'A',
      tradeNo: 'T-A',
      amountFen: 10_000,
      kind: 'payment' as const,
      at: new Date('2026-03-10T02:00:00Z'),
      status: 'paid' as const,
    },
  ];
  const withFile = makeSandboxProvider({
    key,
    publicUrl: 'http://localhost:3000',
    billSource: async () => recorded,
    billFile: file,
  });

  it('is the recorded bill when there is no file', async () => {
    expect(await withFile.tradeBill?.('2026-03-10')).toEqual(recorded);
  });

  it("adds its lines of the day and puts a line in place of the bill's own for the same order", async () => {
    writeFileSync(
      file,
      JSON.stringify([
        { billNo: 'A', tradeNo: 'T-A', amount: 99.99, at: '2026-03-10T10:00:00+08:00' },
        { billNo: 'B', amount: 0.01, at: '2026-03-10T23:59:59+08:00' },
        { billNo: 'C', amount: 5, at: '2026-03-11T00:00:00+08:00' },
        { billNo: 'A', kind: 'refund', refundNo: 'AR', amount: 1, at: '2026-03-10T11:00:00+08:00' },
      ]),
    );
    const lines = await withFile.tradeBill?.('2026-03-10');
    expect(lines?.map((line) => [line.kind, line.billNo, line.amountFen, line.refundNo])).toEqual([
      ['payment', 'A', 9_999, undefined],
      ['payment', 'B', 1, undefined],
      ['refund', 'A', 100, 'AR'],
    ]);
  });

  it('fails the bill when the file is not a bill (an amount of a third of a fen)', async () => {
    writeFileSync(file, JSON.stringify([{ billNo: 'B', amount: 0.001, at: '2026-03-10T10:00:00+08:00' }]));
    await expect(withFile.tradeBill?.('2026-03-10')).rejects.toThrow();
    rmSync(dir, { recursive: true, force: true });
  });
});
