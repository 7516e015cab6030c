import type { EventAction } from '@tcg/domain/access';
import type { ReactNode } from 'react';
import type { EventAccess } from '../../lib/apiTypes';

/** Shows a write control only to those whose role in the event grants the action; the API refuses the rest anyway. */
export function Allowed({
  access,
  action,
  children,
  otherwise = null,
}: {
  access: EventAccess;
  action: EventAction;
  children: ReactNode;
  otherwise?: ReactNode;
}) {
  return access.actions.includes(action) ? children : otherwise;
}
