'use client';
// On paper only: when and where the page's data came from, so a printout is evidence of
// something. The server gives the date it rendered the page; printing later (the page may
// have been open for a while) says the date of printing instead.
import { useEffect, useState } from 'react';
import { formatDate, ukToday } from '@/lib/labels/dates';

export function PrintSource({ renderedOn, registry }: { renderedOn: string; registry: string }) {
  const [day, setDay] = useState(renderedOn);
  useEffect(() => {
    const onBeforePrint = () => setDay(ukToday());
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return (
    <p className="hidden text-sm print:mb-4 print:block" data-print-source>
      Retrieved on {formatDate(day)} from {registry}.
    </p>
  );
}
