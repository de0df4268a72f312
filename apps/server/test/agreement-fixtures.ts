import { randomBytes } from 'node:crypto';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_PLACEMENT,
  DEFAULT_AGREEMENT_TITLE,
} from '@alma/shared/agreements/agreement-template';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { agreementTemplates } from '../src/db/schema/agreements.ts';
import { items } from '../src/db/schema/items.ts';
import { createItem, createUser } from './fixtures.ts';
import type { Envelope, TestApp } from './test-app.ts';

/** A project with an agreement template that offers contracts (the cpu flow lists it). */
export async function contractProject(t: TestApp, name = '图书馆建设'): Promise<number> {
  const itemsId = await createItem(t.deps, { name, nameEn: 'Library' });
  await t.deps.database.db.insert(agreementTemplates).values({
    itemsId,
    title: DEFAULT_AGREEMENT_TITLE,
    body: DEFAULT_AGREEMENT_BODY,
    offerContract: true,
    placement: DEFAULT_AGREEMENT_PLACEMENT,
  });
  return itemsId;
}

/** A certified alumnus whose account holds a name, a mobile and an ID number (as certification leaves it). */
export async function alumnus(t: TestApp, name = '欧阳明月') {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const user = await createUser(t.deps, {
    realName: name,
    isAlumni: true,
    mobileBox: t.deps.secrets.seal(`86-${mobile}`),
    idNoBox: t.deps.secrets.seal('320102199001011234'),
  });
  return { ...user, mobile };
}

/** A handwritten signature as the phone's canvas exports it: strokes on white, 700×400 (350×200 at 2×). */
export async function signaturePng(
  stroke = 'M40 300 C 160 40, 240 360, 340 120 S 520 320, 660 80',
): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="700" height="400" fill="#fff"/>' +
    `<path d="${stroke}" stroke="#111" stroke-width="10" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function blankPng(): Promise<Buffer> {
  return sharp({ create: { width: 700, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** A multipart body with text fields and one `file` part, fields first or last. */
export function multipartWithFields(
  fields: Record<string, string>,
  file: { content: Buffer; contentType?: string; filename?: string },
  fileFirst = false,
): { payload: Buffer; contentType: string } {
  const boundary = `----AlmaBoundary${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'signature.png'}"\r\n` +
        `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  const parts = fileFirst ? [filePart, ...fieldParts] : [...fieldParts, filePart];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a signature (multipart) to a spec path; answers the envelope. */
export async function postSignature<T = unknown>(
  t: TestApp,
  path: string,
  token: string,
  fields: Record<string, string>,
  file: Buffer,
  options: { fileFirst?: boolean; language?: 'zh_CN' | 'English'; userAgent?: string } = {},
): Promise<Envelope<T>> {
  const { payload, contentType } = multipartWithFields(fields, { content: file }, options.fileFirst);
  const response = await t.inject({
    method: 'POST',
    url: `${path}?language=${options.language ?? 'zh_CN'}`,
    payload,
    headers: {
      'content-type': contentType,
      'user-agent': options.userAgent ?? 'AlmaTest/1.0 MicroMessenger/8.0.47',
    },
    token,
  });
  return response.json();
}

/** The hhu campaign's tree project (doc 4 §9: items 8), made with its own id as the demo has it. */
export async function hhuProject(t: TestApp): Promise<number> {
  const { db } = t.deps.database;
  await db
    .insert(items)
    .values({ id: 8, name: '河海林木认捐', intro: '简介', itemsType: 2, namingType: 1 })
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('items', 'id'), greatest((select max(id) from items), 8))`,
  );
  return 8;
}
