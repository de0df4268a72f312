import { createHash } from 'node:crypto';
import { agreementStatusesThatCan, type TAgreementStatus } from '@alma/shared/agreements/agreement-status';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { maskIdNo, maskWholeMobile } from '@alma/shared/validation/mobile';
import { emitEvent } from '../../jobs/outbox.ts';
import { consumeMobileCode } from '../auth/mobile-code-service.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { agreementDocInput, type SigningEvidence } from './agreement-document.ts';
import { agreementFileOfUrl, agreementLink } from './agreement-links.ts';
import { countPdfPages, type GenerateDeps } from './generate-service.ts';
import { type AgreementRecord, findOwnAgreement, findVersion, insertSignedVersion } from './repository.ts';
import { checkSigningCode } from './sign-code-service.ts';
import { checkSignaturePng } from './signature-image.ts';

/**
 * Where and how the donor signed: the request's own facts, for the evidence page, and the SMS code
 * the pad sent (checked when the foundation asks for one).
 */
export type SigningContext = {
  ip: string;
  userAgent: string;
  language: Language;
  smsCode?: string | undefined;
};

/** Signing's needs: drawing and storing, and whether an SMS code confirms the intent (AGREEMENT_SIGN_SMS). */
export type SigningDeps = GenerateDeps & { signSms: boolean };

/** Signing draws and stores a PDF: a few tries a minute is every honest donor's need. */
export const SIGNING_WINDOW: RateWindow = { ms: 10 * 60 * 1000, limit: 10 };

const notFound = () => new AppError('NOT_FOUND', 'agreement.notFound');

const SIGNABLE: readonly TAgreementStatus[] = agreementStatusesThatCan('sign');

/** cpu/sign/agreement/signature: the donor's signature on their agreement, by its id. */
export async function signContract(
  deps: SigningDeps,
  userId: number,
  agreementId: number,
  png: Buffer,
  context: SigningContext,
): Promise<{ version: number }> {
  const agreement = await findOwnAgreement(deps.db, userId, agreementId);
  if (agreement?.flow !== 'cpu') throw notFound();
  const signed = await sign(deps, agreement, png, context);
  return { version: signed.version };
}

/** hhu/sign/agreement/signature: the donor's signature on the agreement the address names; answers the signed PDF's address. */
export async function signHhuAgreement(
  deps: SigningDeps,
  userId: number,
  pdfUrl: string,
  png: Buffer,
  context: SigningContext,
): Promise<string> {
  const file = agreementFileOfUrl(deps.links, pdfUrl);
  const agreement = file ? await findOwnAgreement(deps.db, userId, file.agreementId) : null;
  if (agreement?.flow !== 'hhu') throw notFound();
  const signed = await sign(deps, agreement, png, context);
  return agreementLink(deps.links, agreement.id, signed.version, 's');
}

/**
 * One signing: the picture checked, the evidence gathered, the signed PDF drawn and stored, then
 * the version written and the agreement moved to SIGNED with the sealing queued, in one
 * transaction. Two signings of one agreement at once make one version: the second finds its
 * version number taken and answers the first one's (it signed the same agreement a moment later).
 */
async function sign(
  deps: SigningDeps,
  agreement: AgreementRecord,
  png: Buffer,
  context: SigningContext,
): Promise<{ version: number }> {
  if (!SIGNABLE.includes(agreement.status as TAgreementStatus)) {
    throw new AppError('CONFLICT', 'agreement.notSignable');
  }
  const signature = await checkSignaturePng(png);
  await hitOrRefuse(deps.db, `agreement-sign:${agreement.userId}`, [SIGNING_WINDOW]);
  const signedAt = new Date();
  const codeId = await checkSigningCode(deps, agreement, context.smsCode, signedAt);
  const mobile = deps.secrets.open(agreement.mobileSealed);
  const idNo = agreement.idNoSealed ? deps.secrets.open(agreement.idNoSealed) : '';
  const version = agreement.currentVersion + 1;
  const english = agreement.language === 'en';
  const evidence: SigningEvidence = {
    signer: agreement.donorName,
    maskedMobile: maskWholeMobile(mobile),
    maskedIdNo: idNo ? maskIdNo(idNo) : '',
    signedAt: toWireDate(signedAt) ?? '',
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 300) || '—',
    unsignedSha256: agreement.unsignedSha256,
    strokeSha256: createHash('sha256').update(signature).digest('hex'),
    intent: intentOf(english, codeId !== null),
    ...(codeId !== null
      ? {
          smsConfirmed: english
            ? `Code sent to ${maskWholeMobile(mobile)}, entered at ${toWireDate(signedAt)}`
            : `验证码发送至 ${maskWholeMobile(mobile)}，于 ${toWireDate(signedAt)} 验证通过`,
        }
      : {}),
    version,
  };
  const input = agreementDocInput(
    agreement,
    { mobile, idNo },
    { form: 's', signatureImage: new Uint8Array(signature), signedAt, evidence },
  );
  const pdf = await deps.renderer.agreementPdf(input);
  const [signatureKey, signedKey] = await Promise.all([
    deps.documents.put('agreement', signature, 'png'),
    deps.documents.put('agreement', pdf, 'pdf'),
  ]);
  const written = await deps.db.transaction(async (tx) => {
    const inserted = await insertSignedVersion(
      tx,
      agreement.currentVersion,
      {
        agreementId: agreement.id,
        version,
        signatureKey,
        signedKey,
        signedSha256: createHash('sha256').update(pdf).digest('hex'),
        signedPageCount: countPdfPages(pdf),
        evidence,
      },
      signedAt,
    );
    if (inserted) {
      // The code is used with the version it confirmed: a signing whose version is taken keeps it.
      if (codeId !== null) await consumeMobileCode(tx, codeId, signedAt);
      await emitEvent(tx, {
        kind: 'agreement.signed',
        donationId: null,
        payload: { agreementId: agreement.id, version },
      });
    }
    return inserted;
  });
  if (written) return { version: written.version };
  // Another signing took this version first: it stands, this one's files are left unreferenced.
  const fresh = await findOwnAgreement(deps.db, agreement.userId, agreement.id);
  const standing =
    fresh && fresh.currentVersion > 0 ? await findVersion(deps.db, fresh.id, fresh.currentVersion) : null;
  if (!standing) throw new AppError('CONFLICT', 'agreement.notSignable');
  return { version: standing.version };
}

function intentOf(english: boolean, bySms: boolean): string {
  if (english) {
    return bySms
      ? 'Read the agreement, ticked consent, signed by hand on the signing page and confirmed with the SMS code'
      : 'Read the agreement, ticked consent and signed by hand on the signing page';
  }
  return bySms
    ? '阅读协议全文后勾选同意，在签署页手写签名，并以短信验证码确认'
    : '阅读协议全文后勾选同意，并在签署页手写签名';
}
