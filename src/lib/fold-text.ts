const NON_ASCII = /[^ -~]/;

/**
 * Lower-case, accents removed (`Łódź` → `lodz`): how text compares when a person would not tell the forms apart,
 * e.g. "Wroclaw" typed on a keyboard without Polish letters. Shared by the simulator (sorting and filtering
 * profiles) and the app (telling whether a filter was applied).
 */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
