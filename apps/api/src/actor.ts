/** Who made a change, for the audit trail: the signed-in account's email (#7). */
export const actorOf = (request: { account: { email: string } | null }) => request.account?.email ?? 'anonymous';
