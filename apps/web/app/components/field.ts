/** The look of a form's full-width input or select, set below its label. */
export const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';
