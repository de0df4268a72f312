import type { TSeat } from '@alma/shared/api/naming';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
 * refusal has been toasted by the api client; the dialog then stays closed. The dialog is drawn
 * outside React's tree, so it belongs to the seat screen by hand: it closes when the screen goes
 * (Back to the previous screen), and one still loading when the screen went is never shown.
 */
export function useNamedSeatDialog() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const open = useRef<{ close: () => void } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      open.current?.close();
      open.current = null;
    };
  }, []);

  return async (seat: TSeat) => {
    if (seat.donateSeatId === null) return;
    const [rows, Dialog] = await Promise.all([
      client.fetchQuery(seatShowQuery(seat.donateSeatId)).catch(() => null),
      loadDialog(),
    ]);
    if (!rows || !mounted.current) return;
    open.current?.close();
    const handler = Dialog.show({
      title: seat.seat,
      content: <SeatShowRows rows={rows} />,
      closeOnMaskClick: true,
      closeOnAction: true,
      actions: [{ key: 'ok', text: t('namingSeats.gotIt'), bold: true }],
      afterClose: () => {
        if (open.current === handler) open.current = null;
      },
    });
    open.current = handler;
  };
}
