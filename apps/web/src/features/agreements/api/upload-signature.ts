import { apiUpload, type RequestOptions } from '../../../lib/api-client.ts';

/**
 * The signature calls are multipart: the PNG as the part `file` and the agreement beside it
 * (`signAgreementId` or `pdfUrl`, doc 4 §7). apiUpload is asked to add `fields` to the form; until
 * lib/api-client.ts does, they do not travel and the server refuses the call (see the report of
 * issue 23's agreement screens).
 */
export type UploadOptions = RequestOptions & { fields: Record<string, string> };

export function uploadSignature<T>(path: string, png: Blob, fields: Record<string, string>): Promise<T> {
  const options: UploadOptions = { fields };
  return apiUpload<T>(path, png, 'signature.png', options);
}
