import type { TAgreementSignCode, TAgreementSignCodeBody } from '@alma/shared/api/agreements';
import { SMS_CODE_LENGTH } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import { maskWholeMobile } from '@alma/shared/validation/mobile';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { Secrets } from '../../security/secrets.ts';
import { checkMobileCode, requireMobile, sendMobileCode } from '../auth/mobile-code-service.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { agreementFileOfUrl } from './agreement-links.ts';
import { type AgreementRecord, findOwnAgreement } from './repository.ts';

/**
 * The SMS code that confirms the intent to sign (电子签名法 Art. 13: the signature under the signer's
 * sole control): sent to the mobile the agreement was made for — never one the request names — and
 * checked when the pad's signature arrives. AGREEMENT_SIGN_SMS turns it on (on outside the demo).
 */

export type SignCodeDeps = {
  db: Db;
  secrets: Secrets;
  sms: SmsProvider;
  links: DocumentLinks;
  signSms: boolean;
};

const notFound = () => new AppError('NOT_FOUND', 'agreement.notFound');

/** cpu/sign/agreement/signCode (ours): a code to the agreement's mobile; answers it masked. */
export async function sendSigningCode(
  deps: SignCodeDeps,
  userId: number,
  body: TAgreementSignCodeBody,
  ip: string,
): Promise<TAgreementSignCode> {
  if (!deps.signSms) throw new AppError('CONFLICT', 'agreement.smsCodeNotAsked');
  const agreement = await findNamedAgreement(deps, userId, body);
  if (agreement.status !== 'GENERATED') throw new AppError('CONFLICT', 'agreement.notSignable');
  const stored = deps.secrets.open(agreement.mobileSealed);
  await sendMobileCode(deps, requireMobile(stored), ip);
  return { mobile: maskWholeMobile(stored) };
}

/** The donor's own agreement the pad names: by id (cpu) or by its generated PDF's address (hhu). */
async function findNamedAgreement(
  deps: SignCodeDeps,
  userId: number,
  body: TAgreementSignCodeBody,
): Promise<AgreementRecord> {
  if (body.signAgreementId !== undefined) {
    const agreement = await findOwnAgreement(deps.db, userId, body.signAgreementId);
    if (agreement?.flow === 'cpu') return agreement;
    throw notFound();
  }
  const file = body.pdfUrl ? agreementFileOfUrl(deps.links, body.pdfUrl) : null;
  const agreement = file ? await findOwnAgreement(deps.db, userId, file.agreementId) : null;
  if (agreement?.flow === 'hhu') return agreement;
  throw notFound();
}

/**
 * At signing, when codes are asked: the code given, of the right length, and the newest code sent to
 * the agreement's mobile (one try taken whatever the answer). Answers the code's id, for the signing's
 * transaction to use it, or null when no code is asked.
 */
export async function checkSigningCode(
  deps: { db: Db; secrets: Secrets; signSms: boolean },
  agreement: AgreementRecord,
  smsCode: string | undefined,
  now: Date,
): Promise<number | null> {
  if (!deps.signSms) return null;
  const code = (smsCode ?? '').trim();
  if (code === '') throw new AppError('INVALID_REQUEST', 'agreement.smsCodeRequired', { field: 'smsCode' });
  if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) {
    throw new AppError('INVALID_REQUEST', 'agreement.smsCodeLength', { field: 'smsCode' });
  }
  const mobile = deps.secrets.open(agreement.mobileSealed);
  const { codeId } = await checkMobileCode(deps, { mobile, code }, now);
  return codeId;
}
