import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { describe, expect, it } from 'vitest';
import { areaLayerHtml, buildingLayerHtml, pointLayerHtml } from './map-layer-html.ts';

describe('the map layers drawn as one string', () => {
  const treeList = [
    { id: 5, x: 10, y: 20, seatId: 1 },
    { id: 150, x: 30, y: 40, seatId: 2 },
    { id: 6, x: 50, y: 60, seatId: 3 },
    { id: 7, x: 70, y: 80, seatId: 4 },
  ];

  it('draws only the points the status list names, each with its look', () => {
    const { html, count } = pointLayerHtml(
      { treeList, pointKind: 'tree' },
      { '1': 1, '2': 2, '4': 4 },
      false,
    );
    expect(count).toBe(3);
    expect(html).toContain('class="cm-pt is-free" data-p="0" data-no="5" style="left:10px;top:20px"></span>');
    expect(html).toContain('class="cm-pt is-named is-long" data-p="1"');
    expect(html).toContain('class="cm-pt is-held" data-p="3"');
    expect(html).not.toContain('data-p="2"');
  });

  it('reveals every point before the list on the reveal pages, none elsewhere', () => {
    expect(pointLayerHtml({ treeList, pointKind: 'seat' }, undefined, true).count).toBe(4);
    expect(pointLayerHtml({ treeList, pointKind: 'seat' }, undefined, false).count).toBe(0);
  });

  it('draws 2,000 points (the largest map), one element each', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, x: i % 50, y: i % 40, seatId: i + 1 }));
    const statuses = Object.fromEntries(many.map((point) => [String(point.seatId), 1 as const]));
    const { count, html } = pointLayerHtml({ treeList: many, pointKind: 'tree' }, statuses, false);
    expect(count).toBe(2000);
    expect(html.match(/data-p=/g)).toHaveLength(2000);
  });

  it('escapes titles and draws hot outlines', () => {
    const map: Pick<TMapDefinition, 'width' | 'height' | 'areaList'> = {
      width: 100,
      height: 80,
      areaList: [
        {
          id: 1,
          x: 5,
          y: 6,
          next: '2',
          title: '<东区>',
          titleEn: 'East',
          hot: [
            [0, 0],
            [10, 0],
            [10, 10],
          ],
        },
      ],
    };
    const html = areaLayerHtml(map, 'zh_CN');
    expect(html).toContain('<polygon class="cm-hot" data-a="0" points="0,0 10,0 10,10">');
    expect(html).toContain('&lt;东区&gt;');
    expect(areaLayerHtml(map, 'English')).toContain('>East</span>');
  });

  it('leaves hidden buildings out and shows the others with their status', () => {
    const html = buildingLayerHtml(
      {
        buildingList: [
          { id: 1, x: 1, y: 1, seatId: 9, isHide: false, title: '图书馆', titleEn: 'Library' },
          { id: 2, x: 2, y: 2, seatId: 10, isHide: true, title: '隐藏', titleEn: 'Hidden' },
        ],
      },
      { '9': 2 },
      'English',
    );
    expect(html).toContain('class="cm-bd is-named" data-b="0"');
    expect(html).toContain('>Library</span>');
    expect(html).not.toContain('隐藏');
    expect(html).not.toContain('Hidden');
  });
});
