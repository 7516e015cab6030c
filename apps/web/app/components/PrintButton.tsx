'use client';

export function PrintButton() {
  return (
    <button className="no-print rounded bg-slate-800 px-3 py-1.5 text-sm text-white" onClick={() => window.print()}>
      Print
    </button>
  );
}
