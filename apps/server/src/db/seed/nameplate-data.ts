import type { NameplateBox, nameplateExamples } from '../schema/naming.ts';
import { PROJECT } from './demo-ids.ts';
import type { DemoImages } from './images.ts';

const box = (
  field: NameplateBox['field'],
  placeholder: string,
  x: number,
  y: number,
  fontSize: number,
  color = '#5a3e1b',
): NameplateBox => ({
  field,
  placeholder,
  x,
  y,
  style: { color, fontSize, letterSpacing: 2, lineHeight: Math.round(fontSize * 1.4), width: 260 },
});

/**
 * The nameplates of the seat and book naming projects: text boxes placed on a 300×180 plate (x, y in the
 * plate's pixels) on a plate picture of their own, and the look of the nameplate detail page.
 */
export function nameplateRows(images: DemoImages): Array<typeof nameplateExamples.$inferInsert> {
  const cover = (index: number) => images.covers[index % images.covers.length]!;
  return [
    {
      itemsId: PROJECT.hallSeats,
      bgImg: images.plates[0]!,
      exampleImg: cover(1),
      configData: [
        box('donorName', '捐赠人', 20, 40, 22, '#7a1f1f'),
        box('donorIdentity', '身份', 20, 84, 14),
        box('donationMessage', '寄语', 20, 120, 14),
      ],
      detailConfig: { bg_img: cover(7), bg_word: '座椅冠名', bottom_img: images.logo, bg_color: '#f7efe2' },
    },
    {
      itemsId: PROJECT.jnuSeats,
      bgImg: images.plates[0]!,
      exampleImg: cover(7),
      configData: [
        box('donorName', '捐赠人', 20, 40, 22, '#7a1f1f'),
        box('donorIdentity', '身份', 20, 84, 14),
        box('donationMessage', '寄语', 20, 120, 14),
      ],
      detailConfig: {
        bg_img: cover(7),
        bg_word: '校庆座椅冠名',
        bottom_img: images.logo,
        bg_color: '#f7efe2',
      },
    },
    {
      itemsId: PROJECT.bookNaming,
      bgImg: images.plates[1]!,
      exampleImg: cover(2),
      configData: [
        box('donorName', '捐赠人', 24, 36, 20),
        box('donorIdentity', '身份', 24, 78, 13),
        box('donationMessage', '寄语', 24, 112, 13),
      ],
      detailConfig: { bg_img: cover(8), bg_word: '书香冠名', bottom_img: images.logo, bg_color: '#fff8e7' },
    },
  ];
}
