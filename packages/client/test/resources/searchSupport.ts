import { DEFAULT_ORGANIZATION_ID } from '../../../../test/support';

/** Two idle web sources with items, so that searches have a corpus: 60 items in Docs, 40 in Forum. */
export const corpusSeed = {
  records: {
    [DEFAULT_ORGANIZATION_ID]: {
      sources: [
        {
          id: 'docs-source',
          name: 'Docs',
          sourceType: 'WEB2',
          urls: ['https://docs.example.com/'],
          information: { numberOfDocuments: 60, sourceStatus: { type: 'IDLE' } },
        },
        {
          id: 'forum-source',
          name: 'Forum',
          sourceType: 'WEB2',
          urls: ['https://forum.example.com/'],
          information: { numberOfDocuments: 40, sourceStatus: { type: 'IDLE' } },
        },
      ],
    },
  },
};
