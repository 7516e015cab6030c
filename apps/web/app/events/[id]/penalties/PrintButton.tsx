'use client';

export function PrintButton() {
  return (
    <button type="button" className="text-amber-700 hover:underline" onClick={() => window.print()}>
      Print report
    </button>
  );
}
