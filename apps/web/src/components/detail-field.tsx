import type { ReactNode } from 'react';
import './detail-field.css';

/** A detail screen's labelled values (the certificate's and the receipt's, doc 3 §3). */
export function DetailFields({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl className="detail-fields" data-testid={testId}>
      {children}
    </dl>
  );
}

/** One labelled value; nothing when the value is empty. `children` sit after it (a copy button). */
export function DetailField({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: string;
  children?: ReactNode;
  testId?: string;
}) {
  if (value === '') return null;
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        {children}
      </dd>
    </div>
  );
}
