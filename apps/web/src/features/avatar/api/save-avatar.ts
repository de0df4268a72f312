import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TUploadAnswer, TUserCenter } from '@alma/shared/api/user-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiUpload } from '../../../lib/api-client.ts';

/** file/upload (doc 1 §7): the server checks the content and answers the stored file's address. */
export function uploadAvatarPicture(picture: Blob, fileName: string): Promise<TUploadAnswer> {
  return apiUpload<TUploadAnswer>(SPEC_PATHS.system.fileUpload, picture, fileName);
}

/** user/center/updateUser {avatar}: the address file/upload gave; the answer is the updated profile. */
export function updateAvatar(avatar: string): Promise<TUserCenter> {
  return apiPost<TUserCenter>(SPEC_PATHS.userCenter.updateUser, { avatar });
}

/** Upload, then update the user with the returned address (doc 1 §4's avatar flow). */
export async function saveAvatar({ picture, fileName }: { picture: Blob; fileName: string }) {
  const { fileUrl } = await uploadAvatarPicture(picture, fileName);
  return updateAvatar(fileUrl);
}

/** The profile under ['user', 'center'] is the personal centre's: it is read again on the way back. */
export function useSaveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'center'] }),
  });
}
