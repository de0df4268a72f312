import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the agreement page (doc 3). */
export default function AgreeContentPage() {
  return <PlaceholderPage route="agree-content" />;
}
