import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import styled from 'styled-components';

const Canvas = styled.div`
  width: 100%;
  height: 260px;
`;

/**
 * One chart, drawn by ECharts loaded on first use (its own chunk, only on this screen). Hidden from
 * assistive technology: the table beside it carries the same numbers.
 */
export function StatisticsChart({ option }: { option: EChartsCoreOption }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void import('./echartsParts').then(({ echarts }) => {
      if (disposed || host.current === null) return;
      const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
      chart.setOption(option);
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [option]);
  return <Canvas ref={host} aria-hidden="true" data-testid="statistics-chart" />;
}
