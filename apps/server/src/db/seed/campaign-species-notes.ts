import type { TreeShape } from './campaign-art.ts';

/** What the riverside map's detail page says of each species (doc 4 §2.3: 科属, 生长习性) and its photo. */
export const SPECIES_NOTES: Record<string, { family: string; habit: string; shape: TreeShape }> = {
  银杏: {
    family: '银杏科 银杏属',
    habit: '喜光，耐寒，耐干旱，深根性，寿命极长，秋季叶色金黄。',
    shape: 'round',
  },
  香樟: {
    family: '樟科 樟属',
    habit: '喜温暖湿润，较耐水湿，不耐严寒，四季常绿，枝叶有香气。',
    shape: 'round',
  },
  广玉兰: { family: '木兰科 北美木兰属', habit: '喜光，喜温暖湿润，抗烟尘，初夏开白色大花。', shape: 'cone' },
  桂花: { family: '木犀科 木犀属', habit: '喜温暖，耐半阴，怕积水，秋季开花，香气浓郁。', shape: 'round' },
  樱花: { family: '蔷薇科 李属', habit: '喜光，喜排水良好的土壤，春季先叶开花。', shape: 'blossom' },
  垂柳: { family: '杨柳科 柳属', habit: '喜光，喜水湿，生长迅速，枝条细长下垂。', shape: 'weeping' },
  梧桐: { family: '锦葵科 梧桐属', habit: '喜光，喜温暖，深根性，树干青绿，叶大荫浓。', shape: 'round' },
  水杉: { family: '柏科 水杉属', habit: '喜光，喜湿润，耐水湿，树形挺拔，秋叶棕红。', shape: 'cone' },
  雪松: { family: '松科 雪松属', habit: '喜光，稍耐阴，怕积水，树冠塔形，四季常绿。', shape: 'cone' },
  红枫: { family: '无患子科 槭属', habit: '喜半阴，喜湿润，叶色红艳，观赏期长。', shape: 'blossom' },
  玉兰: { family: '木兰科 玉兰属', habit: '喜光，较耐寒，早春先叶开花，花大洁白。', shape: 'blossom' },
  海棠: { family: '蔷薇科 苹果属', habit: '喜光，耐寒，耐干旱，春季开粉红色花。', shape: 'blossom' },
  紫薇: { family: '千屈菜科 紫薇属', habit: '喜光，耐旱，夏秋开花，花期长达百日。', shape: 'blossom' },
  榉树: { family: '榆科 榉属', habit: '喜光，喜温暖湿润，深根性，抗风力强，秋叶红褐。', shape: 'round' },
};

/** The order of the tree photos (one picture per shape). */
export const PHOTO_SHAPES: readonly TreeShape[] = ['round', 'cone', 'weeping', 'blossom'];
