import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { zQueryId } from '@alma/shared/admin-api/project-fields';
import { z } from 'zod';
import { useSearchState } from '../../../lib/search-state.ts';
import { DayList } from '../components/day-list.tsx';
import { DAY_TABS, DayPage } from '../components/day-page.tsx';
import '../messages.ts';

const blank = (value: unknown) => (value === '' ? undefined : value);

/** The list's page, the day open (?day=id) and its tab live in the address. */
const ZAddress = ZAdminPage.extend({
  day: zQueryId,
  tab: z.preprocess(blank, z.enum(DAY_TABS).optional()),
});

/**
 * 募捐日 (issue 25): the days, and one day's page (?day=id) with its live dashboard, pools,
 * challenges and contests, so a reload or a shared link opens the same day and tab.
 */
export default function GivingDaysPage() {
  const [{ day, tab, page, pageSize }, update] = useSearchState(ZAddress);
  if (day !== undefined) {
    return (
      <DayPage
        key={day}
        id={day}
        tab={tab ?? 'overview'}
        onTab={(next) => update({ tab: next === 'overview' ? undefined : next })}
        onLeave={() => update({ day: undefined, tab: undefined })}
      />
    );
  }
  return (
    <DayList
      page={{ page, pageSize }}
      onPage={(next) => update(next)}
      onOpen={(id) => update({ day: id, tab: undefined })}
    />
  );
}
