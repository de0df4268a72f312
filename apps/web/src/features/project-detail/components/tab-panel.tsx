import type { TItemDetail } from '@alma/shared/api/items';
import type { DetailTab } from '../rules/detail-tabs.ts';
import { ContentTab } from './content-tab.tsx';
import { InstructionTab } from './instruction-tab.tsx';
import { MessageTab } from './message-tab.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { RecordTab } from './record-tab.tsx';
import { TogetherTab } from './together-tab.tsx';

/** The content under the tab bar for the active tab. */
export function TabPanel({ tab, item }: { tab: DetailTab; item: TItemDetail }) {
  switch (tab) {
    case 'record':
      return <RecordTab item={item} />;
    case 'together':
      return <TogetherTab itemsId={item.id} crowdType={item.crowdType} />;
    case 'progress':
      return <ProgressTab itemsId={item.id} />;
    case 'message':
      return <MessageTab itemsId={item.id} audited={item.isAuditMessage === 1} />;
    case 'instruction':
      return <InstructionTab itemsId={item.id} />;
    default:
      return <ContentTab html={item.content} />;
  }
}
