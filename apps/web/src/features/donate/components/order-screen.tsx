import type { ReactNode } from 'react';
import { AlumniPopup } from '../../../components/alumni-popup.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { OrderFormData } from '../api/get-donate-form.ts';
import type { useAlumniGate } from '../hooks/use-alumni-gate.ts';
import { ClosedNotice, DonateFormSkeleton, ProjectInfo } from './project-info.tsx';

type Props<T extends OrderFormData> = {
  /** The form's load, as useDonateForm and useNamingForm answer it. */
  form: { data: T | undefined; isError: boolean; refetch: () => unknown };
  gate: ReturnType<typeof useAlumniGate>;
  testId?: string;
  /** The form itself, drawn once the project is open for giving. */
  children: (data: T) => ReactNode;
};

/**
 * What the ordinary and the naming form pages share around their forms: a failed load with retry,
 * the skeleton while the form and the alumni check load, the project, the closed notice, and the
 * alumni pop-up.
 */
export function OrderScreen<T extends OrderFormData>({ form, gate, testId, children }: Props<T>) {
  const { permission } = gate;
  if (form.isError || permission.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          form.refetch();
          if (permission.isError) void permission.refetch();
        }}
      />
    );
  }
  if (!form.data || permission.isPending) {
    return (
      <main className="donate-page">
        <DonateFormSkeleton />
      </main>
    );
  }
  return (
    <main className="donate-page" data-testid={testId}>
      <ProjectInfo item={form.data.item} />
      {form.data.item.isDonate === 1 ? children(form.data) : <ClosedNotice item={form.data.item} />}
      <AlumniPopup visible={gate.popupVisible} onClose={gate.closePopup} />
    </main>
  );
}
