import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the success page (doc 2 §2.5). */
export default function SuccessPage() {
  return <PlaceholderPage route="success" />;
}
