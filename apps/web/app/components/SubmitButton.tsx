import type { ReactNode } from 'react';

/** A form's submit button in the action colour. */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover"
    >
      {children}
    </button>
  );
}

/** The submit button across the foot of a whole-page form: off while busy (or not `ready`), saying what it is doing. */
export function WideSubmitButton({
  label,
  busyLabel,
  busy,
  ready = true,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  ready?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      className="w-full rounded bg-action px-3 py-2 font-medium text-white hover:bg-action-hover disabled:opacity-50"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
