/** LIKE treats % and _ as wildcards and \ as their escape; a search typed by a person means them literally. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
