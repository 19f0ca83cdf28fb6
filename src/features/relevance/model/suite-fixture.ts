import { defaultScaleLabels, type Suite } from './suite';

/** What the tests' suites share: the default scale, fixed times, nothing judged, no variant. Tests spread it. */
export const suiteDefaults: Pick<Suite, 'scale' | 'createdAt' | 'updatedAt' | 'judgments' | 'variants'> = {
  scale: defaultScaleLabels,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
  judgments: [],
  variants: [],
};
