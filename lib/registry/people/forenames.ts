// How two forenames can be the same person's: the same word, a familiar short form ("Tom" for
// "Thomas"), an initial ("J" for "John") or a slip of the pen. Short forms are the common English
// ones the register holds both ways (a directorship filed as "Tony", the PSC entry as "Anthony").

/** Each line: the full forms, then their short forms; a short form may belong to several lines. */
const FORMS = `
ALEXANDER ALEXANDRA: ALEX SANDY ALI
ALFRED: ALF ALFIE
ALISTAIR ALASDAIR ALISTER: ALI AL
ALAN ALLAN: AL
AMANDA: MANDY
ANDREW: ANDY DREW
ANTHONY ANTONY: TONY
ARCHIBALD: ARCHIE
BENJAMIN: BEN BENNY
CATHERINE KATHERINE KATHRYN CATRIONA: KATE KATIE KATHY CATH CATHY KAY
CHARLES: CHARLIE CHAS CHUCK
CHRISTOPHER CHRISTINE CHRISTINA: CHRIS KIT
DANIEL DANIELLE: DAN DANNY
DAVID: DAVE DAVY
DEBORAH DEBRA: DEBBIE DEB
DONALD: DON
DOUGLAS: DOUG
EDWARD EDMUND: ED EDDIE TED TEDDY NED
ELEANOR: ELLIE NELL
ELIZABETH: LIZ LIZZIE BETH BETTY ELIZA LIBBY
FREDERICK: FRED FREDDIE
GEOFFREY JEFFREY: GEOFF JEFF
GERALD GERARD: GERRY
GREGORY: GREG
HAROLD HENRY: HARRY HAL
JACOB: JAKE
JACQUELINE: JACKIE JACKY
JAMES: JIM JIMMY JAMIE
JENNIFER: JEN JENNY
JESSICA: JESS JESSIE
JONATHAN JONATHON: JON JONNY
JOSEPH JOSEPHINE: JOE JOEY JO JOSIE
JOSHUA: JOSH
JOHN: JACK JOHNNY
KENNETH: KEN KENNY
LEONARD: LEN LENNY LEO
LOUISE: LOU
MARGARET: MAGGIE MEG PEGGY
MATTHEW: MATT
MICHAEL: MIKE MICK MICKY
NICHOLAS NICOLA: NICK NICKY
OLIVER OLIVIA: OLLIE LIV
PATRICK PATRICIA: PAT PADDY TRISH
PETER: PETE
PHILIP PHILLIP: PHIL
RAYMOND: RAY
REBECCA: BECKY BEX
RICHARD: RICH RICK RICKY DICK
ROBERT: ROB ROBBIE BOB BOBBY BERT
RONALD: RON RONNIE
SAMUEL SAMANTHA: SAM SAMMY
STEPHEN STEVEN: STEVE
STUART STEWART: STU
SUSAN SUZANNE: SUE SUZY
TERENCE: TERRY
THEODORE: THEO TED
THOMAS: TOM TOMMY
TIMOTHY: TIM
VICTORIA: VICKY VICKI TORI
WILLIAM: BILL BILLY WILL WILLIE LIAM
`;

/** For each name, the lines (by number) it appears on. */
const LINES = new Map<string, Set<number>>();
FORMS.trim()
  .split('\n')
  .forEach((line, index) => {
    for (const word of line.replace(':', ' ').split(/\s+/).filter(Boolean)) {
      const lines = LINES.get(word) ?? new Set<number>();
      lines.add(index);
      LINES.set(word, lines);
    }
  });

/** Whether one forename is a familiar form of the other ("TOM" and "THOMAS"; both normalised). */
export function isShortForm(a: string, b: string): boolean {
  if (a === b) return false;
  const left = LINES.get(a);
  const right = LINES.get(b);
  if (!left || !right) return false;
  for (const line of left) if (right.has(line)) return true;
  return false;
}

/** For each name on a line, its other forms (full and short). */
const FORMS_OF = new Map<string, string[]>();
for (const [word, lines] of LINES) {
  const forms = new Set<string>();
  for (const [other, on] of LINES) if (other !== word && [...on].some((line) => lines.has(line))) forms.add(other);
  FORMS_OF.set(word, [...forms]);
}

/** The name's other forms (full and short), on every line it is on. */
export const formsOf = (name: string): readonly string[] => FORMS_OF.get(name) ?? [];

/** A name of one letter: what the register holds when only initials were filed. */
export const isInitial = (word: string): boolean => word.length === 1;
