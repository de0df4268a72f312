import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { TCpuGeneration, TMySignRow } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import { expect } from '@playwright/test';
import { apiGet, apiPost, demoToken } from '../fixtures/accounts.ts';
import { REPO_ROOT } from '../fixtures/server.ts';

/**
 * A donor's agreement made and signed through the spec's calls, as the phone makes them, for
 * tests of what staff then do with it (the phone's own screens have their tests). The donor is the
 * demo's verified alumnus, whose account holds a name, a mobile and an ID number.
 */

/** A PNG of a handwritten stroke on white (what the canvas exports), written by hand: 8-bit grey. */
export function strokePng(width = 700, height = 400): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const curve = height / 2 + Math.sin(x / 60) * (height / 4);
      if (Math.abs(y - curve) < 5 && x > 40 && x < width - 40) row[x + 1] = 0x10;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
}

function signHeaders(): Record<string, string> {
  const { signKey } = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'apps/web/public/config/demo/index.json'), 'utf8'),
  ) as { signKey: string };
  const nonce = makeNonce();
  const now = Date.now();
  return {
    'nonce-str': nonce,
    sign: `${now}.${createHmac('sha256', signKey).update(signedText(now, nonce)).digest('hex')}`,
  };
}

/** The demo alumnus's contract for `yuan` to a project, signed by hand and sealed by the foundation. */
export async function sealedContract(itemsId: number, yuan: number): Promise<{ id: number; token: string }> {
  const token = await demoToken('alumni', 'alumni1234');
  const made = await apiPost<TCpuGeneration>(
    SPEC_PATHS.cpuSign.generation,
    { donateItemId: itemsId, name: '林知远', mobile: '139****0000', idNo: '1101', donationAmount: yuan },
    token,
  );
  const form = new FormData();
  form.set('signAgreementId', String(made.id));
  form.set('file', new Blob([new Uint8Array(strokePng())], { type: 'image/png' }), 'signature.png');
  const response = await fetch(`${baseUrl()}${SPEC_PATHS.cpuSign.signature}?language=zh_CN`, {
    method: 'POST',
    headers: { ...signHeaders(), authorization: token },
    body: form,
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
  // The seal follows the signing as a job: the donor's list shows it sealed within seconds.
  await expect
    .poll(async () => (await myAgreements(token)).find((row) => row.id === made.id)?.status, {
      timeout: 20_000,
    })
    .toBe('SEALED');
  return { id: made.id, token };
}

export function myAgreements(token: string): Promise<TMySignRow[]> {
  return apiGet<TMySignRow[]>(SPEC_PATHS.cpuSign.getMySign, {}, token);
}
