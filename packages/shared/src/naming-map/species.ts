/**
 * The tree species the maps filter by (doc 4 §9): 14 on the first map, 22 on the cpu and xzit
 * maps, each list after an 'all' option the page adds. A tree's seatName is one of them.
 */
export const SPECIES_FIRST = [
  '银杏',
  '香樟',
  '广玉兰',
  '桂花',
  '樱花',
  '垂柳',
  '梧桐',
  '水杉',
  '雪松',
  '红枫',
  '玉兰',
  '海棠',
  '紫薇',
  '榉树',
] as const;

export const SPECIES_MORE = [
  ...SPECIES_FIRST,
  '栾树',
  '朴树',
  '榆树',
  '国槐',
  '合欢',
  '枫杨',
  '石楠',
  '女贞',
] as const;
