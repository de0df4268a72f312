import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the personal centre (doc 1 §2). */
export default function MinePage() {
  return <PlaceholderPage route="mine" />;
}
