'use client';
// The company's sections as tabs, shown only where the profile links to them (as the
// official register does). Client-side to know which tab is current, and to tell the section
// area which section a tab is opening while the server prepares it.
import { usePathname } from 'next/navigation';
import { Tabs } from '@/components/ui/tabs';
import { endOpeningSection, startOpeningSection } from './opening-section';

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
    return { href, label: section.label, current, section: section.path };
  });
  return (
    <Tabs
      label="Company sections"
      tabs={tabs}
      onPending={(tab, pending) =>
        pending
          ? startOpeningSection({ href: tab.href, section: tab.section, label: tab.label })
          : endOpeningSection(tab.href)
      }
    />
  );
}
