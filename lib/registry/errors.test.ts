import { describe, expect, it } from 'vitest';
import { refusal } from './errors';

describe('refusal', () => {
  it('names the wrong parameter and where it was, with the status 400', () => {
    expect(
      refusal('invalid-path-parameter', {
        error: 'company_number: 8 capital letters or digits',
        parameter: 'company_number',
      }),
    ).toEqual({
      status: 400,
      body: {
        errors: [
          {
            error: 'company_number: 8 capital letters or digits',
            type: 'ch:validation',
            location: 'company_number',
            location_type: 'path-parameter',
          },
        ],
      },
    });
    expect(
      refusal('invalid-query-parameter', { error: 'items_per_page: at most 100', parameter: 'items_per_page' }).body
        .errors[0],
    ).toMatchObject({ location_type: 'query-parameter' });
  });

  it('answers an unknown path 404 with the registry code given, or not-found', () => {
    expect(refusal('not-found')).toEqual({
      status: 404,
      body: { errors: [{ error: 'not-found', type: 'ch:service' }] },
    });
    expect(refusal('not-found', { error: 'company-profile-not-found' }).body.errors[0]!.error).toBe(
      'company-profile-not-found',
    );
  });

  it('puts the wait in a rate-limit body only when it is known', () => {
    expect(refusal('rate-limited', { retryAfterSeconds: 30 })).toEqual({
      status: 429,
      body: {
        errors: [{ error: 'rate-limit-exceeded', type: 'ch:service', error_values: { retry_after_seconds: 30 } }],
      },
    });
    expect(refusal('rate-limited').body.errors[0]).not.toHaveProperty('error_values');
  });

  it.each([
    ['method-not-allowed', 405],
    ['uri-too-long', 414],
    ['header-too-large', 431],
    ['internal-error', 500],
  ] as const)('answers %s with %i', (kind, status) => {
    expect(refusal(kind).status).toBe(status);
  });
});
