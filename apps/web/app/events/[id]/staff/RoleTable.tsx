import { eventActions, eventRoles, mayAct } from '@tcg/domain/access';
import { actionNames, roleNames } from '../../../../lib/roles';

const cell = 'border border-slate-200 px-2 py-1';

/** The domain's one table of rights, as a grid: who may do what in this event. */
export function RoleTable() {
  return (
    <table className="w-full border-collapse bg-white text-sm" aria-label="What each role may do">
      <thead>
        <tr>
          <th className={`${cell} text-left`}>Action</th>
          {eventRoles.map((role) => (
            <th key={role} className={cell}>
              {roleNames[role]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {eventActions.map((action) => (
          <tr key={action}>
            <th className={`${cell} text-left font-normal`}>{actionNames[action]}</th>
            {eventRoles.map((role) => (
              <td key={role} className={`${cell} text-center`}>
                {mayAct(role, action) ? (
                  <span aria-label="yes" className="text-emerald-700">
                    ✓
                  </span>
                ) : (
                  <span aria-label="no" className="text-slate-300">
                    —
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
