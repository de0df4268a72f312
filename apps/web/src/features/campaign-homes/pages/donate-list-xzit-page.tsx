import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-donateList-xzit (doc 4 §2): being built (issue 14). */
export default function DonateListXzitPage() {
  return <PlaceholderPage route="tree-naming-donateList-xzit" />;
}
