// 201, 240–246, Appendix A.B: Team Multiplay.
export * from './types.ts';
export * from './teamInfo.ts';
export * from './identity.ts';
export * from './eventEligibility.ts';
export * from './teamNames.ts';
export * from './teamDrop.ts';
export * from './teamFormats.ts';
export * from './seating.ts';
export * from './teamPrizes.ts';
export * from './teamEntry.ts';
export * from './designateSeats.ts';
export * from './ratingsCategory.ts';
export * from './teamRegistration.ts';
export * from './canChangeTeam.ts';
