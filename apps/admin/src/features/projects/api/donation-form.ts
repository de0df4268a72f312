import type { TAdminDonationForm, TAdminDonationFormInput } from '@alma/shared/admin-api/donation-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const formKey = (id: number) => ['projects', 'form', id] as const;

/** GET /projects/:id/form: the saved form, or the defaults a project without one shows. */
export function useDonationForm(id: number) {
  return useQuery({
    queryKey: formKey(id),
    queryFn: () => adminCall<TAdminDonationForm>('GET', `/projects/${id}/form`),
  });
}

export function useSaveDonationForm(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TAdminDonationFormInput) =>
      adminCall<TAdminDonationForm>('PUT', `/projects/${id}/form`, { body: form }),
    onSuccess: (saved) => {
      client.setQueryData(formKey(id), saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
