export function sourceHash(root: string): string;
export function builtHashFile(root: string): string;
export function buildIsCurrent(root: string): boolean;
