/** The DOM id of a parameter's field, so that a message can point at it and a 400 can focus it. */
export const parameterFieldId = (name: string) => `search-param-${name.replace(/\W/g, '-')}`;
