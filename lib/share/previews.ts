// What each record's preview image says: read through the gateway, turned into the card's
// facts. `undefined` when the registry has no such record; registry trouble throws.
import 'server-only';
import { disqualifiedFullName, periodText } from '@/lib/disqualifications/disqualification-facts';
import { findResource } from '@/lib/gateway';
import { formatDate, formatMonthYear } from '@/lib/labels/dates';
import { pathFormats } from '@/lib/registry/params';
import type { Disqualification } from '@/lib/registry/schemas';
import { companyCardFacts } from './company-card';
import type { PreviewFacts } from './preview-image';
import { plural } from '@/lib/labels/counts';

export async function companyPreviewFacts(companyNumber: string): Promise<PreviewFacts | undefined> {
  if (!pathFormats.company_number.pattern.test(companyNumber)) return undefined;
  const profile = await findResource('companyProfile', { company_number: companyNumber });
  if (!profile) return undefined;
  const card = companyCardFacts(profile.data);
  return {
    kind: 'Company',
    title: card.name,
    subtitle: `Company number ${card.number}`,
    badge: card.status,
    facts: [
      { term: 'Type', value: card.type },
      card.ended
        ? { term: card.ended.term.replace(/ on$/, ''), value: card.ended.date }
        : { term: card.createdTerm.replace(/ on$/, ''), value: card.created ?? 'Not given' },
      { term: 'Registered office', value: card.town ?? 'Not given' },
    ],
  };
}

export async function officerPreviewFacts(officerId: string): Promise<PreviewFacts | undefined> {
  if (!pathFormats.id.pattern.test(officerId)) return undefined;
  const list = await findResource('officerAppointments', { officer_id: officerId }, { items_per_page: 1 });
  if (!list) return undefined;
  const data = list.data;
  const active = data.active_count;
  const first = data.items[0];
  const facts: PreviewFacts['facts'] = [
    {
      term: 'Appointments',
      value: `${plural(data.total_results, 'appointment')}${active === undefined ? '' : `, ${active.toLocaleString('en-GB')} current`}`,
    },
  ];
  if (data.date_of_birth) facts.push({ term: 'Born', value: formatMonthYear(data.date_of_birth) });
  if (first?.nationality) facts.push({ term: 'Nationality', value: first.nationality });
  else if (first?.occupation) facts.push({ term: 'Occupation', value: first.occupation });
  return { kind: data.is_corporate_officer ? 'Corporate officer' : 'Officer', title: data.name, facts };
}

/** The disqualification that matters most: one in force today, else the latest. */
function leading(disqualifications: Disqualification[], today: string): Disqualification | undefined {
  const byStart = [...disqualifications].sort((a, b) => b.disqualified_from.localeCompare(a.disqualified_from));
  return byStart.find((d) => d.disqualified_from <= today && today <= d.disqualified_until) ?? byStart[0];
}

export async function disqualifiedPreviewFacts(
  variant: 'natural' | 'corporate',
  officerId: string,
): Promise<PreviewFacts | undefined> {
  if (!pathFormats.id.pattern.test(officerId)) return undefined;
  const today = new Date().toISOString().slice(0, 10);
  let name: string;
  let disqualifications: Disqualification[];
  let extra: PreviewFacts['facts'][number] | undefined;
  if (variant === 'natural') {
    const record = await findResource('naturalDisqualification', { officer_id: officerId });
    if (!record) return undefined;
    name = disqualifiedFullName(record.data);
    disqualifications = record.data.disqualifications;
    if (record.data.date_of_birth) extra = { term: 'Born', value: formatDate(record.data.date_of_birth) };
  } else {
    const record = await findResource('corporateDisqualification', { officer_id: officerId });
    if (!record) return undefined;
    name = record.data.name;
    disqualifications = record.data.disqualifications;
    if (record.data.company_number) extra = { term: 'Company number', value: record.data.company_number };
  }
  const main = leading(disqualifications, today);
  const inForce = disqualifications.some((d) => d.disqualified_from <= today && today <= d.disqualified_until);
  const facts: PreviewFacts['facts'] = [];
  if (main) facts.push({ term: 'Disqualified', value: periodText(main).replace(/^From /, '') });
  facts.push({ term: 'Disqualifications', value: plural(disqualifications.length, 'order') });
  if (extra) facts.push(extra);
  return {
    kind: variant === 'natural' ? 'Disqualified officer' : 'Disqualified corporate officer',
    title: name,
    badge: {
      text: inForce ? 'Disqualification in force' : 'No disqualification in force',
      tone: inForce ? 'negative' : 'neutral',
    },
    facts,
  };
}
