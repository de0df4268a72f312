import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-donateList-cpu (doc 4 §2): being built (issue 14). */
export default function DonateListCpuPage() {
  return <PlaceholderPage route="tree-naming-donateList-cpu" />;
}
