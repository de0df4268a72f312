import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the alipay hand-off page (doc 3). */
export default function AlipayPage() {
  return <PlaceholderPage route="alipay" />;
}
