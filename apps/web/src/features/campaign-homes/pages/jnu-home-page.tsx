import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** seat-naming-jnu (doc 4 §2): being built (issue 14). */
export default function JnuHomePage() {
  return <PlaceholderPage route="seat-naming-jnu" />;
}
