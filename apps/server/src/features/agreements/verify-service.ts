import { createHash } from 'node:crypto';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import type { Db } from '../../db/client.ts';
import { factsList, plainPage } from '../../http/plain-page.ts';
import { findVersionBySealedHash } from './repository.ts';

/**
 * The public check of an agreement PDF (issue 23): anyone holding a copy uploads it and learns
 * whether it is an agreement this foundation sealed, unchanged, and which one and version. The
 * file is compared by its SHA-256 with the sealed files on record, and its seal is checked as a
 * validator does; nothing uploaded is kept.
 */

export type AgreementCheck =
  | {
      verdict: 'sealed';
      agreementNo: string;
      version: number;
      project: string;
      signer: string;
      signedAt: string;
      sealedAt: string;
      void: boolean;
    }
  | { verdict: 'changed'; agreementNo: string; version: number }
  | { verdict: 'unknown' }
  | { verdict: 'not-pdf' }
  | { verdict: 'limited' };

/** 欧阳明月 → 欧**月: enough for the holder to recognise, not enough to learn a name from a file. */
function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

export async function checkAgreementFile(db: Db, bytes: Buffer): Promise<AgreementCheck> {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return { verdict: 'not-pdf' };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const found = await findVersionBySealedHash(db, sha256);
  // The CMS and PDF libraries load with the first check, not at every start of the server.
  const [{ checkPdfSignature }, { lastSignature }] = await Promise.all([
    import('../../integrations/documents/pdf-signature-verify.ts'),
    import('../../integrations/documents/agreement-seal.ts'),
  ]);
  const check = checkPdfSignature(bytes);
  if (found && check.signed && check.intact && check.coversWholeFile) {
    return {
      verdict: 'sealed',
      agreementNo: found.agreement.agreementNo,
      version: found.version.version,
      project: found.agreement.projectTitle,
      signer: maskName(found.agreement.donorName),
      signedAt: toWireDate(found.version.signedAt) ?? '',
      sealedAt: toWireDate(found.version.sealedAt) ?? '',
      void: found.agreement.status === 'VOID',
    };
  }
  // Something added after the seal: the sealed file is still its first bytes, up to the seal's end.
  if (check.signed && check.intact && !check.coversWholeFile) {
    const { byteRange } = lastSignature(bytes);
    const end = byteRange[2] + byteRange[3];
    const original = await findVersionBySealedHash(
      db,
      createHash('sha256').update(bytes.subarray(0, end)).digest('hex'),
    );
    if (original)
      return {
        verdict: 'changed',
        agreementNo: original.agreement.agreementNo,
        version: original.version.version,
      };
  }
  return { verdict: 'unknown' };
}

const WORDS = {
  zh_CN: {
    title: '捐赠协议查验',
    intro:
      '上传您持有的捐赠协议PDF，查验它是否为本基金会盖章的协议、盖章后是否被改动。文件只用于查验，不会保存。',
    choose: '选择PDF文件',
    submit: '查验',
    sealed: '本基金会盖章的协议，盖章后未被改动',
    void: '本基金会盖章的协议，但该协议已作废',
    changed: '该文件在盖章后被改动过，请以原件为准',
    unknown: '不是本基金会盖章的协议，或文件已被改动',
    notPdf: '请上传PDF文件',
    limited: '查验过于频繁，请稍后再试',
    again: '查验其他文件',
    no: '协议编号',
    version: '版本',
    project: '捐赠项目',
    signer: '签署人',
    signedAt: '签署时间',
    sealedAt: '盖章时间',
  },
  English: {
    title: 'Check a donation agreement',
    intro:
      'Upload the donation agreement PDF you hold to check that this foundation sealed it and that it has not changed since. The file is only checked, never kept.',
    choose: 'Choose a PDF file',
    submit: 'Check',
    sealed: 'Sealed by this foundation and unchanged since',
    void: 'Sealed by this foundation, but the agreement has been voided',
    changed: 'This file was changed after it was sealed; rely on the original',
    unknown: 'Not an agreement this foundation sealed, or the file has been changed',
    notPdf: 'Please upload a PDF file',
    limited: 'Too many checks, please try again later',
    again: 'Check another file',
    no: 'Agreement no.',
    version: 'Version',
    project: 'Project',
    signer: 'Signed by',
    signedAt: 'Signed at',
    sealedAt: 'Sealed at',
  },
} as const;

/** The page with the upload form, and the verdict on a file when one was checked. */
export function agreementVerifyPage(language: Language, check?: AgreementCheck): string {
  const words = WORDS[language];
  const query = language === 'English' ? '?language=English' : '';
  const form = `<form method="post" action="/verify-agreement${query}" enctype="multipart/form-data">
<p class="note" style="text-align:left">${words.intro}</p>
<label>${words.choose} <input type="file" name="file" accept="application/pdf" required></label>
<p><button type="submit">${check ? words.again : words.submit}</button></p></form>`;
  if (!check) return plainPage(words.title, `<h1>${words.title}</h1>${form}`, language);
  let verdict: string;
  let facts = '';
  if (check.verdict === 'sealed') {
    verdict = `<div class="state ${check.void ? 'voided' : 'valid'}" data-verdict="sealed">${check.void ? words.void : words.sealed}</div>`;
    facts = factsList([
      [words.no, check.agreementNo],
      [words.version, String(check.version)],
      [words.project, check.project],
      [words.signer, check.signer],
      [words.signedAt, check.signedAt],
      [words.sealedAt, check.sealedAt],
    ]);
  } else if (check.verdict === 'changed') {
    verdict = `<div class="state voided" data-verdict="changed">${words.changed}</div>`;
    facts = factsList([
      [words.no, check.agreementNo],
      [words.version, String(check.version)],
    ]);
  } else {
    verdict = `<div class="state unknown" data-verdict="${check.verdict}">${check.verdict === 'not-pdf' ? words.notPdf : check.verdict === 'limited' ? words.limited : words.unknown}</div>`;
  }
  return plainPage(words.title, `<h1>${words.title}</h1>${verdict}${facts}${form}`, language);
}
