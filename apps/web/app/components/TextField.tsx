import type { InputHTMLAttributes, ReactNode } from 'react';
import { field } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'> & {
  label: ReactNode;
  onValue: (value: string) => void;
};

/** An input with its label's text above it, as the forms lay one out; `onValue` gets what was typed. */
export function TextField({ label, onValue, ...input }: Props) {
  return (
    <label className="block text-sm">
      {label}
      <input className={field} onChange={(e) => onValue(e.target.value)} {...input} />
    </label>
  );
}
