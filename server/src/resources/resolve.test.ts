import { describe, expect, it } from 'vitest';
import { resolveByStaticName, type GroupView, type InstanceView } from './resolve.js';

const S = 'RatingService';
const instances: InstanceView[] = [
  { name: 'base2025', staticName: S, jurisdictions: [] },
  { name: 'caNv2025', staticName: S, jurisdictions: ['CA', 'NV'] },
  { name: 'base2026', staticName: S, jurisdictions: [] },
  { name: 'ny2026', staticName: S, jurisdictions: ['NY'] },
  { name: 'base2027', staticName: S, jurisdictions: [] },
  { name: 'ca2028', staticName: S, jurisdictions: ['CA'] },
  { name: 'other2029', staticName: 'Other', jurisdictions: [] },
];
const groups: GroupView[] = [
  {
    id: '01A',
    selectionStartTime: '2025-01-01T00:00:00.000Z',
    retired: false,
    resourceNames: ['base2025', 'caNv2025'],
  },
  {
    id: '01B',
    selectionStartTime: '2026-01-01T00:00:00.000Z',
    retired: false,
    resourceNames: ['base2026', 'ny2026'],
  },
  { id: '01C', selectionStartTime: '2027-01-01T00:00:00.000Z', retired: true, resourceNames: ['base2027'] },
  {
    id: '01D',
    selectionStartTime: '2028-01-01T00:00:00.000Z',
    retired: false,
    resourceNames: ['ca2028', 'gone'],
  },
  { id: '01E', selectionStartTime: '2029-01-01T00:00:00.000Z', retired: false, resourceNames: ['other2029'] },
];

describe('resolveByStaticName', () => {
  const cases: [string, string | undefined, string, string | undefined][] = [
    // [date, jurisdiction, static name, expected instance]
    ['2024-06-01T00:00:00.000Z', undefined, S, undefined], // before every group
    ['2024-06-01T00:00:00.000Z', 'CA', S, undefined],
    ['2025-06-01T00:00:00.000Z', undefined, S, 'base2025'],
    ['2025-06-01T00:00:00.000Z', 'CA', S, 'caNv2025'],
    ['2025-06-01T00:00:00.000Z', 'NV', S, 'caNv2025'],
    ['2025-06-01T00:00:00.000Z', 'TX', S, 'base2025'], // no TX instance: the one without jurisdictions
    ['2026-01-01T00:00:00.000Z', undefined, S, 'base2026'], // a group applies from its start on
    ['2025-12-31T23:59:59.999Z', undefined, S, 'base2025'],
    ['2026-06-01T00:00:00.000Z', 'CA', S, 'base2026'], // the latest group wins, with its generic instance
    ['2026-06-01T00:00:00.000Z', 'NY', S, 'ny2026'],
    ['2027-06-01T00:00:00.000Z', undefined, S, 'base2026'], // the retired group is ignored
    ['2028-06-01T00:00:00.000Z', 'CA', S, 'ca2028'],
    ['2028-06-01T00:00:00.000Z', undefined, S, 'base2026'], // 2028 offers nothing without a jurisdiction
    ['2028-06-01T00:00:00.000Z', 'NY', S, 'ny2026'],
    ['2030-01-01T00:00:00.000Z', undefined, 'Other', 'other2029'],
    ['2028-06-01T00:00:00.000Z', undefined, 'Other', undefined], // its group starts later
    ['2030-01-01T00:00:00.000Z', undefined, 'Missing', undefined],
  ];

  it.each(cases)('at %s in %s, %s resolves to %s', (date, jurisdiction, staticName, expected) => {
    expect(resolveByStaticName(groups, instances, staticName, date, jurisdiction)?.name).toBe(expected);
  });

  it('prefers the group created last when two start at the same time', () => {
    const same: GroupView[] = [
      {
        id: '01Z',
        selectionStartTime: '2026-01-01T00:00:00.000Z',
        retired: false,
        resourceNames: ['base2026'],
      },
      {
        id: '01Y',
        selectionStartTime: '2026-01-01T00:00:00.000Z',
        retired: false,
        resourceNames: ['base2025'],
      },
    ];
    expect(resolveByStaticName(same, instances, S, '2026-02-01T00:00:00.000Z')?.name).toBe('base2026');
    expect(resolveByStaticName([...same].reverse(), instances, S, '2026-02-01T00:00:00.000Z')?.name).toBe(
      'base2026',
    );
  });

  it('finds nothing without groups', () => {
    expect(resolveByStaticName([], instances, S, '2030-01-01T00:00:00.000Z')).toBeUndefined();
  });
});
