import { apiUpload } from '../../../lib/api-client.ts';

/**
 * The signature calls are multipart: the PNG as the part `file` and, as text parts beside it, the
 * agreement (`signAgreementId` or `pdfUrl`, doc 4 §7) and, when asked for, the `smsCode`.
 */
export function uploadSignature<T>(path: string, png: Blob, fields: Record<string, string>): Promise<T> {
  return apiUpload<T>(path, png, 'signature.png', { fields });
}
