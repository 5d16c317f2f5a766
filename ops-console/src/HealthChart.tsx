import type { HealthReport } from './ops-api';

const WIDTH = 240;
const HEIGHT = 48;

/**
 * One version's page views per step over the window (grey bars), the views with an error on top
 * (red), so a spike reads at a glance. The numbers are in the table beside it and in the label.
 */
export function HealthChart({ report, remote, version }: { report: HealthReport; remote: string; version: string }) {
  const stepMs = report.stepMinutes * 60_000;
  const since = Math.floor(new Date(report.since).getTime() / stepMs) * stepMs;
  const steps = Math.max(1, Math.ceil((new Date(report.until).getTime() - since) / stepMs));
  const points = new Map<number, { views: number; errorViews: number }>();
  for (const point of report.series) {
    if (point.remote !== remote || point.version !== version) continue;
    points.set(Math.floor((new Date(point.start).getTime() - since) / stepMs), point);
  }
  const most = Math.max(1, ...[...points.values()].map((point) => point.views));
  const barWidth = WIDTH / steps;
  const errors = [...points.values()].reduce((sum, point) => sum + point.errorViews, 0);
  const views = [...points.values()].reduce((sum, point) => sum + point.views, 0);
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={`${remote} ${version}: ${views} views, ${errors} with errors, per ${report.stepMinutes} minutes`}
    >
      <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="chart-axis" />
      {[...points].map(([step, point]) => {
        const x = step * barWidth;
        const viewsHeight = (point.views / most) * (HEIGHT - 2);
        const errorHeight = (point.errorViews / most) * (HEIGHT - 2);
        return (
          <g key={step}>
            <rect x={x} y={HEIGHT - 1 - viewsHeight} width={Math.max(1, barWidth - 1)} height={viewsHeight} className="chart-views" />
            <rect x={x} y={HEIGHT - 1 - errorHeight} width={Math.max(1, barWidth - 1)} height={errorHeight} className="chart-errors" />
          </g>
        );
      })}
    </svg>
  );
}
