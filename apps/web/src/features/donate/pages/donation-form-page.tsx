import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the donation form (doc 2 §2.1). */
export default function DonationFormPage() {
  return <PlaceholderPage route="form" />;
}
