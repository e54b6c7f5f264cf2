/** Rows per results page and the free plan's result cap (SPEC §9). */
export const PAGE_SIZE = 50;
