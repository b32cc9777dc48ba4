// What the graph's colours and lines mean. Plain markup (no canvas), so it prints and reads aloud.
import { COLOURS } from './graph-model';

const BADGES = [
  { shape: 'disc', colour: COLOURS.badgeOverdue, hollow: false, text: 'Identity verification overdue' },
  {
    shape: 'diamond',
    colour: COLOURS.badgeUnverified,
    hollow: false,
    text: 'Identity not verified: due, or withdrawn',
  },
  {
    shape: 'disc',
    colour: COLOURS.badgeOverdue,
    hollow: true,
    text: 'Hollow badge: the register publishes no verification for the person; judged from the law’s dates',
  },
] as const;

const NODES = [
  { colour: COLOURS.company, text: 'Company, active' },
  { colour: COLOURS.companyInsolvent, text: 'Company in liquidation, administration or other insolvency' },
  { colour: COLOURS.companyEnded, text: 'Company dissolved or closed' },
  { colour: COLOURS.officer, text: 'Officer' },
  { colour: COLOURS.officerDisqualified, text: 'Officer possibly disqualified' },
  { colour: COLOURS.address, text: 'Address (a large one is a hub, with its count)' },
];

const LINES = [
  { colour: COLOURS.appointment, dashed: false, text: 'Current appointment' },
  { colour: COLOURS.resigned, dashed: true, text: 'Resigned appointment' },
  { colour: COLOURS.samePerson, dashed: true, text: 'Possibly the same person' },
];

export function GraphLegend() {
  return (
    <div className="text-xs text-slate-700 dark:text-slate-300">
      <h3 className="sr-only">Legend</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Legend">
        {NODES.map((item) => (
          <li key={item.text} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <circle cx="6" cy="6" r="5" fill={item.colour} />
            </svg>
            {item.text}
          </li>
        ))}
        {BADGES.map((item) => (
          <li key={item.text} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              {item.shape === 'disc' ? (
                <circle
                  cx="6"
                  cy="6"
                  r="4.5"
                  fill={item.hollow ? '#ffffff' : item.colour}
                  stroke={item.colour}
                  strokeWidth="1.5"
                />
              ) : (
                <path
                  d="M6 0.8 L11.2 6 L6 11.2 L0.8 6 Z"
                  fill={item.hollow ? '#ffffff' : item.colour}
                  stroke={item.colour}
                  strokeWidth="1.5"
                />
              )}
            </svg>
            {item.text}
          </li>
        ))}
        {LINES.map((item) => (
          <li key={item.text} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="24" height="12" viewBox="0 0 24 12">
              <line
                x1="0"
                y1="6"
                x2="24"
                y2="6"
                stroke={item.colour}
                strokeWidth="2"
                strokeDasharray={item.dashed ? '6 4' : undefined}
              />
            </svg>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
