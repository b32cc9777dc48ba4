import { describe, expect, it } from 'vitest';
import { verifyControlled, type ControlledCompany } from './controlled';

const controller = { company_number: '00719244', company_name: 'ALBION CONSOLIDATED HOLDINGS PLC' };
const entry = (psc: Partial<ControlledCompany>): ControlledCompany => ({
  company_number: '04567890',
  company_name: 'LARCH COURT MANAGEMENT LIMITED',
  company_status: 'active',
  natures_of_control: ['ownership-of-shares-75-to-100-percent'],
  link: '/company/04567890/persons-with-significant-control/corporate-entity/abc',
  ...psc,
});

describe('verifyControlled: the walk’s rule applied to the companies a company controls', () => {
  it('marks an entry whose PSC name differs from the controlling company’s not verified, with the walk’s reason', () => {
    const listed = verifyControlled(
      controller,
      entry({
        psc_name: 'LARCH HOLDINGS LIMITED',
        identification: {
          place_registered: 'England And Wales',
          legal_authority: 'Companies Act 2006',
          registration_number: '00719244',
        },
      }),
    );
    expect(listed.verified).toBe(false);
    // The words the controlled company's own Ownership tab shows for the same owner (walk.ts).
    expect(listed.not_verified_reason).toBe('company 00719244 on the register is ALBION CONSOLIDATED HOLDINGS PLC');
    // Kept in the list, not dropped.
    expect(listed.company_name).toBe('LARCH COURT MANAGEMENT LIMITED');
  });

  it('verifies an entry naming the company as the register does', () => {
    const listed = verifyControlled(
      controller,
      entry({
        psc_name: 'Albion Consolidated Holdings plc',
        identification: { place_registered: 'Companies House', registration_number: '719244' },
      }),
    );
    expect(listed).toMatchObject({ verified: true });
    expect(listed.not_verified_reason).toBeUndefined();
  });

  it('does not verify what it could not read, and says so', () => {
    expect(verifyControlled(controller, entry({}))).toMatchObject({
      verified: false,
      not_verified_reason: 'the PSC record’s name and identification were not read',
    });
    expect(verifyControlled(undefined, entry({ psc_name: controller.company_name }))).toMatchObject({
      verified: false,
      not_verified_reason: 'this company’s own record could not be read',
    });
  });

  it('does not verify a number declared under a law outside the UK', () => {
    expect(
      verifyControlled(
        controller,
        entry({
          psc_name: controller.company_name,
          identification: { country_registered: 'Jersey', registration_number: '00719244' },
        }),
      ),
    ).toMatchObject({ verified: false, not_verified_reason: 'registered outside the UK' });
  });
});
