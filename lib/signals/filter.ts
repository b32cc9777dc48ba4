// Our own `signals=code1,code2` filter on company results (advanced search, its export): the
// companies with any of these signals. Plain module: the form, the page and the server use it.
import { ParameterError } from '@/lib/registry/params';
import { SIGNAL_CODES, type SignalCode } from './rules';

/** The codes asked for (comma-separated, repeated keys joined); undefined when absent; 400 naming `signals` for an unknown code. */
export function readSignalsFilter(values: readonly string[]): SignalCode[] | undefined {
  const codes = [
    ...new Set(
      values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) return undefined;
  const unknown = codes.filter((c) => !(SIGNAL_CODES as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw new ParameterError(
      'signals',
      `signals has an unknown code: ${unknown.join(', ').slice(0, 60)} (a filter of this app, not the registry's; codes: ${SIGNAL_CODES.join(', ')})`,
    );
  return codes as SignalCode[];
}
