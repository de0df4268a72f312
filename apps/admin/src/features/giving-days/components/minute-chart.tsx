import type { TGivingDayDashboard } from '@alma/shared/admin-api/giving-days';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts drawn here, as the console's dashboard does.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Minutes = TGivingDayDashboard['perMinute'];

/**
 * Gifts paid (bars) and placed (line) in each of the last 30 minutes. One chart for the tab's life,
 * its data replaced at each read. `animate` is false for staff who ask for less motion: the tab reads
 * it from antd's theme, where console-theme.ts turns motion off for them.
 */
export default function MinuteChart({ minutes, animate }: { minutes: Minutes; animate: boolean }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const made = init(host.current);
    chart.current = made;
    const resize = new ResizeObserver(() => made.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const paid = t('givingDays.dashboard.paid');
    const placed = t('givingDays.dashboard.placed');
    chart.current?.setOption({
      animation: animate,
      tooltip: { trigger: 'axis' },
      // Above the plot: echarts 6 puts a legend at the bottom, over the axis labels.
      legend: { data: [paid, placed], top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: minutes.map((minute) => minute.minute) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: paid,
          type: 'bar',
          data: minutes.map((minute) => minute.paid),
          itemStyle: { color: '#1677ff' },
        },
        { name: placed, type: 'line', data: minutes.map((minute) => minute.placed) },
      ],
    });
  }, [minutes, t, animate]);

  const sum = (pick: (minute: Minutes[number]) => number) =>
    minutes.reduce((total, minute) => total + pick(minute), 0);
  return (
    <div
      ref={host}
      role="img"
      aria-label={t('givingDays.dashboard.chartSummary', {
        placed: sum((minute) => minute.placed),
        paid: sum((minute) => minute.paid),
      })}
      data-testid="minute-chart"
      style={{ height: 220, width: '100%' }}
    />
  );
}
