// Page titles that name the company ("Officers of TESCO PLC"), from the profile every
// company page loads anyway (the read is shared within a request).
import 'server-only';
import { load } from './load';

/** "TESCO PLC (00445790)", or the number alone when the profile cannot be read. */
export async function companyTitle(companyNumber: string, section?: string): Promise<string> {
  let name = companyNumber;
  try {
    const profile = await load('companyProfile', { company_number: companyNumber });
    if (profile.ok) name = `${profile.result.data.company_name} (${companyNumber})`;
  } catch {
    // notFound() from load: the page itself answers 404
  }
  return section ? `${section} – ${name}` : name;
}
