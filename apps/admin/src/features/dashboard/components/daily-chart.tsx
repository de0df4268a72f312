import type { TDashboard } from '@alma/shared/admin-api/dashboard';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts drawn here: the whole of echarts would be ~4 times the size.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * Money raised (bars) and gifts (line) per Shanghai day. Its own lazy chunk: echarts is the largest
 * thing on the dashboard, and the figures above it must not wait for it.
 */
export default function DailyChart({ days }: { days: TDashboard['daily'] }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    const money = t('dashboard.dailyMoney');
    const orders = t('dashboard.dailyOrders');
    chart.setOption({
      tooltip: { trigger: 'axis' },
      // Above the plot: echarts 6 puts a legend at the bottom, over the axis labels.
      legend: { data: [money, orders], top: 0 },
      grid: { left: 56, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((day) => day.day.slice(5)) },
      yAxis: [
        { type: 'value', name: money },
        { type: 'value', name: orders, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: money, type: 'bar', data: days.map((day) => day.money), itemStyle: { color: '#1677ff' } },
        { name: orders, type: 'line', yAxisIndex: 1, data: days.map((day) => day.orders), smooth: true },
      ],
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [days, t]);

  return <div ref={host} data-testid="daily-chart" style={{ height: 320, width: '100%' }} />;
}
