// The tone of a status: what it means (good, bad, a warning), which a badge shows by colour
// beside its text. Models choose it; components/ui/badge draws it.
export type Tone = 'positive' | 'negative' | 'warning' | 'neutral' | 'info';
