import type { TSeat } from '@alma/shared/api/naming';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seatShowQuery } from '../api/get-seat-show-data.ts';
import { SeatShowRows } from '../components/seat-show-rows.tsx';

/** antd-mobile's dialog, loaded on the first named seat tapped (as lib/toast.ts loads its toast). */
async function loadDialog() {
  await import('antd-mobile/es/global');
  const [{ default: Dialog }, { giveAntdMobileCreateRoot }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('../../../lib/antd-react19.ts'),
  ]);
  giveAntdMobileCreateRoot();
  return Dialog;
}

/**
 * A named seat's display data in a dialog (doc 2 §4.4): the rows of items/getSeatShowData. A
 * refusal has been toasted by the api client; the dialog then stays closed.
 */
export function useNamedSeatDialog() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (seat: TSeat) => {
    if (seat.donateSeatId === null) return;
    const [rows, Dialog] = await Promise.all([
      client.fetchQuery(seatShowQuery(seat.donateSeatId)).catch(() => null),
      loadDialog(),
    ]);
    if (!rows) return;
    await Dialog.alert({
      title: seat.seat,
      content: <SeatShowRows rows={rows} />,
      confirmText: t('namingSeats.gotIt'),
      closeOnMaskClick: true,
    });
  };
}
