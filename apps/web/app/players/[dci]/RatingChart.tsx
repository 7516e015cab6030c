/** A small line chart of a rating after each event (SVG, no script): the points, the first and last value, the range. */
export function RatingChart({ points, label }: { points: { event: string; rating: number }[]; label: string }) {
  const [width, height, pad] = [320, 90, 12];
  const ratings = points.map((p) => p.rating);
  const [low, high] = [Math.min(...ratings) - 10, Math.max(...ratings) + 10];
  const x = (i: number) =>
    pad + (points.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (r: number) => height - pad - ((r - low) * (height - 2 * pad)) / (high - low);
  const line = points.map((p, i) => `${x(i)},${y(p.rating)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="w-full max-w-sm" role="img" aria-label={label}>
      <rect x="0" y="0" width={width} height={height} className="fill-slate-50" />
      <polyline points={line} className="fill-none stroke-amber-600" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.rating)} r="3" className="fill-amber-600">
          <title>{`${p.event}: ${p.rating}`}</title>
        </circle>
      ))}
      <text x={pad} y={pad} className="fill-slate-500 text-[10px]">
        {Math.round(high - 10)}
      </text>
      <text x={pad} y={height - 2} className="fill-slate-500 text-[10px]">
        {Math.round(low + 10)}
      </text>
    </svg>
  );
}
