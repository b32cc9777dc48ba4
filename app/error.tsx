'use client';
// The last line of defence: an unexpected failure while building a page.
import { ErrorState } from '@/components/ui/states';

export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorState
      heading="h1"
      title="Something went wrong"
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-rose-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-rose-900"
        >
          Try again
        </button>
      }
    >
      <p>This page could not be shown. Try again, or go back to the search.</p>
    </ErrorState>
  );
}
