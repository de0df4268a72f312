/** Ids the demo data files refer to each other by; all rows are inserted with these ids. */
export const TYPE = { aid: 1, discipline: 2, campus: 3, alumni: 4, naming: 5 } as const;

export const PROJECT = {
  scholarship: 1,
  books: 2,
  discipline: 3,
  greening: 5,
  alumniFund: 6,
  winter: 9,
  innovation: 14,
  hallSeats: 16,
  bookNaming: 17,
  lunch: 18,
  history: 19,
  teachers: 20,
  /** The seat campaign of doc 4 §2.4 (seat-naming-jnu): alumni only, as its activity is (doc 4 §6). */
  jnuSeats: 21,
} as const;

/** The school campaigns of spec doc 4 §9: their pages and maps address these item ids. */
export const CAMPAIGN = {
  treeMap: 4,
  riversideTrees: 7,
  riversideTreeMap: 8,
  auditoriumSeats: 10,
  buildings: 11,
  gmuTrees: 12,
  xzitTrees: 13,
  alumniWall: 15,
} as const;

export const CAMPAIGN_IDS: readonly number[] = Object.values(CAMPAIGN);

export const SUB_PROJECT = { math: 1, computing: 2, chemistry: 3, literature: 4 } as const;

export const USER = { demo: 1, alumni: 2 } as const;
