import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-hhu (doc 4 §2): being built (issue 14). */
export default function HhuMapPage() {
  return <PlaceholderPage route="tree-naming-hhu" />;
}
