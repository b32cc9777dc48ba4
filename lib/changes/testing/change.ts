// A change as the bus carries it, for tests: an officer appointment at one company, with what the test overrides.
import type { Change } from '../events';

export const change = (overrides: Partial<Change> = {}): Change => ({
  seq: 1,
  stream: 'officers',
  timepoint: 9,
  kind: 'officer',
  companyNumber: '00006400',
  resourceKind: 'company-officers',
  resourceUri: '/company/00006400/appointments/APPT1',
  resourceId: 'APPT1',
  type: 'changed',
  publishedAt: '2026-11-26T10:00:00.000Z',
  data: { links: { officer: { appointments: '/officers/OFF1/appointments' } } },
  ...overrides,
});
