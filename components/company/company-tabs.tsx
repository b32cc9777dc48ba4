'use client';
// The company's sections as tabs, shown only where the profile links to them (as the
// official register does). Client-side only to know which tab is current.
import { usePathname } from 'next/navigation';
import { Tabs } from '@/components/ui/tabs';

export interface CompanySection {
  path: string;
  label: string;
  /** Other paths under the company that belong to this tab (an appointment belongs to Officers). */
  alsoFor?: readonly string[];
}

export function CompanyTabs({ base, sections }: { base: string; sections: readonly CompanySection[] }) {
  const pathname = usePathname();
  const tabs = sections.map((section) => {
    const href = section.path ? `${base}/${section.path}` : base;
    const under = (path: string) => pathname === `${base}/${path}` || pathname.startsWith(`${base}/${path}/`);
    const current = section.path ? under(section.path) || (section.alsoFor ?? []).some(under) : pathname === base;
    return { href, label: section.label, current };
  });
  return <Tabs label="Company sections" tabs={tabs} />;
}
