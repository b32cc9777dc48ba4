'use client';
// The same failure message as the rest of the app, shown below the company's header and tabs.
export { default } from '@/app/error';
