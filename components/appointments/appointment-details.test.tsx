import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fixture from '@/lib/registry/__fixtures__/officer-appointment.json';
import { officerSummarySchema } from '@/lib/registry/schemas';
import { AppointmentDetails } from './appointment-details';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const appointment = officerSummarySchema.parse(fixture);

describe('AppointmentDetails', () => {
  it("shows the appointment and links to the officer's other appointments", () => {
    const html = renderToStaticMarkup(
      <AppointmentDetails appointment={appointment} companyNumber="09876543" companyStatus="active" />,
    );
    const shown = text(html);
    expect(shown).toContain('HARTWELL, Joanna Clare');
    expect(shown).toContain('Role Director');
    expect(shown).toContain('Status Current');
    expect(shown).toContain('Appointed on 4 November 2015');
    expect(shown).toContain('Date of birth April 1979');
    expect(shown).toContain('Country of residence England');
    expect(shown).toContain('Occupation Managing Director');
    expect(shown).toContain(
      'Correspondence address Unit 4, Canal Side Industrial Estate, Wolverhampton, WV10 6QH, England',
    );
    expect(html).toContain('href="/officers/Xa9cV3bN7mQ2wE5rT8yU1iO4pLk/appointments"');
    expect(html).toContain('href="/company/09876543/officers"');
  });

  it("shows a corporate officer's registration and a pre-1992 appointment", () => {
    const corporate = officerSummarySchema.parse({
      ...fixture,
      name: 'ACME NOMINEES LIMITED',
      officer_role: 'corporate-secretary',
      appointed_on: undefined,
      appointed_before: '1991-10-01',
      is_pre_1992_appointment: true,
      resigned_on: '2001-05-31',
      identification: {
        identification_type: 'uk-limited-company',
        legal_form: 'Limited company',
        registration_number: '00123456',
      },
    });
    const shown = text(
      renderToStaticMarkup(
        <AppointmentDetails appointment={corporate} companyNumber="09876543" companyStatus="active" />,
      ),
    );
    expect(shown).toContain('Status Resigned');
    expect(shown).toContain('Appointed before 1 October 1991');
    expect(shown).toContain('Resigned on 31 May 2001');
    expect(shown).toContain('Corporate identification');
    expect(shown).toContain('Registered as UK limited company');
    expect(shown).toContain('Registration number 00123456');
  });
});
