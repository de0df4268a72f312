import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-xzit (doc 4 §2): being built (issue 14). */
export default function XzitHomePage() {
  return <PlaceholderPage route="tree-naming-xzit" />;
}
