// CSV files: exports that open cleanly in a spreadsheet, and lists pasted or uploaded for bulk registration.
export * from './csv.ts';
