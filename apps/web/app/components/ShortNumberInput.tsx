import type { InputHTMLAttributes } from 'react';

const box = 'w-16 rounded border border-slate-300 bg-white px-2 py-1';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & { onValue: (value: string) => void };

/** A number box for a few digits (rounds, minutes, Prizes) within a line of text; `className` adds to its look. */
export function ShortNumberInput({ className, onValue, ...input }: Props) {
  return (
    <input
      className={className ? `${box} ${className}` : box}
      type="number"
      onChange={(e) => onValue(e.target.value)}
      {...input}
    />
  );
}
