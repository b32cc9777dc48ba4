import { describe, expect, it } from 'vitest';
import { bandText, indirectShareBounds, interestOf, interestText, naturesText } from './natures';

describe('natures of control', () => {
  it('keeps bands as ranges with their open and closed ends', () => {
    expect(interestOf('ownership-of-shares-25-to-50-percent')).toMatchObject({
      type: 'shareholding',
      share: { minimum: 25, maximum: 50, exclusiveMinimum: true, exclusiveMaximum: false },
    });
    expect(interestOf('voting-rights-50-to-75-percent').share).toEqual({
      minimum: 50,
      maximum: 75,
      exclusiveMinimum: true,
      exclusiveMaximum: true,
    });
    expect(interestOf('ownership-of-shares-75-to-100-percent').share).toEqual({
      minimum: 75,
      maximum: 100,
      exclusiveMinimum: false,
      exclusiveMaximum: false,
    });
    expect(interestOf('ownership-of-shares-more-than-25-percent-registered-overseas-entity').share).toMatchObject({
      minimum: 25,
      maximum: 100,
      exclusiveMinimum: true,
    });
  });

  it('words each nature for an edge', () => {
    expect(interestText(interestOf('ownership-of-shares-75-to-100-percent'))).toBe('75% or more of shares');
    expect(interestText(interestOf('voting-rights-25-to-50-percent'))).toBe('25–50% of votes');
    expect(interestText(interestOf('right-to-appoint-and-remove-directors'))).toBe('appoints the board');
    expect(interestText(interestOf('significant-influence-or-control-as-trust'))).toBe(
      'significant influence (via a trust)',
    );
    expect(
      interestText(interestOf('right-to-share-surplus-assets-50-to-75-percent-limited-liability-partnership')),
    ).toBe('50–75% (under 75%) of surplus assets');
    expect(naturesText(['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent'])).toBe(
      '25–50% of shares · 25–50% of votes',
    );
  });

  it('keeps an unknown nature as an unknown interest in words', () => {
    expect(interestOf('some-new-nature')).toMatchObject({ type: 'unknownInterest', nature: 'some-new-nature' });
    expect(interestText(interestOf('some-new-nature'))).toBe('some new nature');
  });

  it('gives indirect shares only as bounds', () => {
    const half = interestOf('ownership-of-shares-50-to-75-percent').share!;
    const most = interestOf('ownership-of-shares-75-to-100-percent').share!;
    expect(indirectShareBounds([half, most])).toEqual({ minimum: 37.5, maximum: 75 });
    expect(bandText(most)).toBe('75% or more');
  });
});
