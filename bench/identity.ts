// Identity checks on the embedded registry, in process: the same-person search for the showcase
// person (officer search, candidates' appointments, boards for co-officers) with nothing cached,
// and the disqualification check of a page of the PLC's officers (the in-memory index).
//   npx tsx --conditions=react-server bench/identity.ts [--rounds 100]
import { option, quantiles } from './support';

process.env.REGISTRY_DB_PATH ??= '.data/e2e.sqlite';
process.env.REGISTRY_API_URL = '';

const rounds = option('rounds', 100);

async function main() {
  const [
    { SHOWCASE },
    { setRegistry, getResourceOrThrow },
    { findSamePerson },
    { gatewaySamePersonReader },
    { disqualifiedFlagsFor },
  ] = await Promise.all([
    import('../lib/registry-server/generator'),
    import('../lib/gateway'),
    import('../lib/identity/same-person'),
    import('../lib/identity/same-person-service'),
    import('../lib/identity/disqualified-service'),
  ]);
  const person = SHOWCASE.identity.person;
  const first = (await findSamePerson(gatewaySamePersonReader, person))!;
  console.log(`same person: ${first.candidates.length} candidates, ${first.registry_calls} registry calls`);

  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    setRegistry(undefined); // a fresh gateway: nothing cached
    const started = performance.now();
    await findSamePerson(gatewaySamePersonReader, person);
    times.push(performance.now() - started);
  }
  console.log('same-person search, nothing cached (ms):', quantiles(times));

  const officers = (
    await getResourceOrThrow('officerList', { company_number: SHOWCASE.companies.plc }, { items_per_page: 35 })
  ).data.items;
  await disqualifiedFlagsFor(officers); // builds the index once
  const checks: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await disqualifiedFlagsFor(officers);
    checks.push(performance.now() - started);
  }
  console.log(`disqualification check of ${officers.length} officers (ms):`, quantiles(checks));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
