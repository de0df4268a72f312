import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-hhu/detail (doc 4 §2): being built (issue 14). */
export default function HhuDetailPage() {
  return <PlaceholderPage route="tree-naming-hhu/detail" />;
}
