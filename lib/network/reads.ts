// The registry reads of one build or path search: each list read at most once (a second ask
// gets the first answer), counted when the registry was really asked (cache hits are free), and
// refused past the build's own budget or when the app's shared budget runs low.
import type { Read } from './reader';

/** Thrown instead of a registry call the budget does not allow. */
export class OutOfBudget extends Error {
  constructor() {
    super('the request budget is spent');
    this.name = 'OutOfBudget';
  }
}

export class Reads {
  private readonly lists = new Map<string, Promise<Read<unknown> | undefined>>();
  /** Registry calls made (cache hits not counted). */
  spent = 0;
  inFlight = 0;

  constructor(
    private readonly maxRequests: number | undefined,
    private readonly budgetLow?: () => Promise<boolean>,
  ) {}

  /** The list under `listKey`, read once. `seed` reads happen whatever the budget (they cost what opening the page costs). */
  async read<T>(
    listKey: string,
    fetch: () => Promise<Read<T> | undefined>,
    { seed = false } = {},
  ): Promise<Read<T> | undefined> {
    const known = this.lists.get(listKey);
    if (known) return known as Promise<Read<T> | undefined>;
    if (!seed && this.maxRequests !== undefined && this.spent + this.inFlight >= this.maxRequests)
      throw new OutOfBudget();
    if (!seed && this.budgetLow && (await this.budgetLow())) throw new OutOfBudget();
    this.inFlight++;
    const promise = fetch().finally(() => this.inFlight--);
    this.lists.set(listKey, promise);
    const result = await promise;
    if (result?.called) this.spent++;
    return result;
  }

  /** Lists read so far (for the "never twice" check). */
  get listKeys(): string[] {
    return [...this.lists.keys()];
  }
}
