/** A duration in whole seconds as the clocks show it: `m:ss`. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
