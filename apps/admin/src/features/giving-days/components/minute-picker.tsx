import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
// The calendar's weekdays follow antd's zh_CN locale only when dayjs has its locale loaded.
import 'dayjs/locale/zh-cn';
import { MINUTE_FORMAT } from '../model/picker-minutes.ts';

type Props = {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  disabled?: boolean;
};

/**
 * A Shanghai minute (the labels say 北京时间). No 此刻 button: it would give the browser's own
 * clock, which is not Shanghai's for staff abroad.
 */
export function MinutePicker({ id, value, onChange, disabled }: Props) {
  return (
    <DatePicker
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      showTime={{ format: 'HH:mm' }}
      format={MINUTE_FORMAT}
      showNow={false}
      style={{ width: 200 }}
    />
  );
}
