import type { items } from '../schema/items.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoImages } from './images.ts';

/** One section of a project's rich-text content: a heading and its paragraphs. */
export type Section = [heading: string, ...paragraphs: string[]];

type Generated = 'thumbnailImg' | 'coverImg' | 'coverList' | 'content' | 'createdAt';

/** A demo project as written in the data files; pictures, content and dates are filled in. */
export type ProjectSeed = Omit<typeof items.$inferInsert, Generated> & {
  id: number;
  /** Index of the cover picture; the carousel adds a second one. */
  cover: number;
  createdDaysAgo: number;
  sections: Section[];
};

export function article(sections: Section[]): string {
  return sections
    .map(([heading, ...paragraphs]) => `<h3>${heading}</h3>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`)
    .join('');
}

export function projectRow(
  seed: ProjectSeed,
  images: DemoImages,
  clock: DemoClock,
): typeof items.$inferInsert {
  const { cover, createdDaysAgo, sections, ...columns } = seed;
  const covers = images.covers;
  const first = covers[cover % covers.length]!;
  const second = covers[(cover + 5) % covers.length]!;
  return {
    ...columns,
    thumbnailImg: first,
    coverImg: first,
    coverList: [first, second],
    content: article(sections),
    createdAt: clock.at(createdDaysAgo, 9, 30),
  };
}
