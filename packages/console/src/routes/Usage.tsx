import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { call } from '../api';
import { endpoint } from '../catalogIndex';
import { ErrorNote, Loading, View } from '../components';

interface GraphData {
  dataPoints?: Array<{ dateTime: number; datas: Record<string, number> }>;
}

const METRICS = [
  { name: 'PerformSearch', label: 'Searches', color: '#0550ae' },
  { name: 'Click', label: 'Clicks', color: '#bc4c00' },
] as const;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The counts as a line chart (uPlot, on a canvas); the table under it carries the same numbers for everyone. */
function Chart({ points, title }: { points: NonNullable<GraphData['dataPoints']>; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((point) => point.dateTime / 1000),
      ...METRICS.map((metric) => points.map((point) => point.datas[metric.name] ?? 0)),
    ];
    const plot = new uPlot(
      {
        width: Math.max(320, element.clientWidth || 640),
        height: 280,
        series: [{}, ...METRICS.map((metric) => ({ label: metric.label, stroke: metric.color, width: 2 }))],
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor' }],
        legend: { show: true },
      },
      data,
      element,
    );
    return () => plot.destroy();
  }, [points]);
  return <div ref={box} className="chart" role="img" aria-label={title} />;
}

/** Days shown per interval: a month of days, half a year of weeks, a year of months. */
const SPAN_DAYS = { DAY: 30, WEEK: 182, MONTH: 365 } as const;

/** The platform needs the range (`from`, `to`, ISO 8601): the last SPAN_DAYS[interval] days to now. */
function range(interval: keyof typeof SPAN_DAYS): { from: string; to: string } {
  const to = new Date();
  const from = new Date(to.getTime() - SPAN_DAYS[interval] * 86_400_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

export default function Usage() {
  const [interval, setInterval] = useState<'DAY' | 'WEEK' | 'MONTH'>('DAY');
  const id = useId();
  const graph = useQuery({
    queryKey: ['graphDataPoints', interval],
    queryFn: ({ signal }) =>
      call<GraphData>(
        endpoint('ua.stats.graphDataPoints'),
        { query: { m: METRICS.map((metric) => metric.name), i: interval, ...range(interval) } },
        signal,
      ),
  });
  const points = graph.data?.dataPoints ?? [];
  const totals = METRICS.map((metric) =>
    points.reduce((sum, point) => sum + (point.datas[metric.name] ?? 0), 0),
  );
  return (
    <View title="Usage analytics">
      <p>
        <label htmlFor={id}>Interval</label>{' '}
        <select
          id={id}
          value={interval}
          onChange={(event) => setInterval(event.target.value as typeof interval)}
        >
          <option value="DAY">Day</option>
          <option value="WEEK">Week</option>
          <option value="MONTH">Month</option>
        </select>
      </p>
      {graph.isPending && <Loading what="usage statistics" />}
      {graph.error && <ErrorNote error={graph.error} action="Reading the statistics" />}
      {graph.data && (
        <>
          <p>
            {totals[0]} searches and {totals[1]} clicks from {points.length ? day(points[0].dateTime) : '–'}{' '}
            to {points.length ? day(points[points.length - 1].dateTime) : '–'} (ua.stats.graphDataPoints).
          </p>
          <Chart points={points} title={`Searches and clicks per ${interval.toLowerCase()}`} />
          <details>
            <summary>The numbers, as a table</summary>
            <table>
              <caption>Searches and clicks per {interval.toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col">Starting</th>
                  {METRICS.map((metric) => (
                    <th scope="col" key={metric.name}>
                      {metric.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.dateTime}>
                    <th scope="row">{day(point.dateTime)}</th>
                    {METRICS.map((metric) => (
                      <td key={metric.name}>{point.datas[metric.name] ?? 0}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </View>
  );
}
