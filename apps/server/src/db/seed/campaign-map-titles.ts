/**
 * The English of every caption, area point and building the demo maps show (issue 22): donors
 * reading in English see these, as staff would give them in the console's English title fields.
 */
const MAP_TITLES_EN: Record<string, string> = {
  一楼: 'Ground floor',
  西区: 'West campus',
  东区: 'East campus',
  北区: 'North campus',
  南区: 'South campus',
  银杏大道: 'Ginkgo Avenue',
  图书馆东侧: 'East of the Library',
  百年林苑: 'Centennial Grove',
  湖畔: 'Lakeside',
  实验楼花园: 'Lab Building Garden',
  东山林地: 'East Hill Woods',
  滨湖林带: 'Lakeshore Belt',
  林荫大道: 'Shaded Avenue',
  镜湖: 'Mirror Lake',
  图书馆: 'Library',
  第一教学楼: 'Teaching Building 1',
  理科实验楼: 'Science Building',
  学生活动中心: 'Student Center',
  体育馆: 'Gymnasium',
  行政楼: 'Administration Building',
};

/** A demo title's English; a title given none fails the seed rather than show Chinese in English. */
export function titleEnOf(title: string): string {
  if (title === '') return '';
  const english = MAP_TITLES_EN[title];
  if (english === undefined) throw new Error(`demo map title ${title} has no English`);
  return english;
}
