import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the payback screen (doc 3). */
export default function PayBackPage() {
  return <PlaceholderPage route="pay-back" />;
}
