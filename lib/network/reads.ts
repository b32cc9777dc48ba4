// The registry reads of one build or path search: each list read at most once (a second ask
// gets the first answer), charged to the operation's call budget when the registry was really
// asked (cache hits are free), and refused when the app's shared budget runs low. Once the
// operation's signal is aborted (its client went away) no read starts: each throws the reason.
import { CallBudget, OutOfBudget, type Read } from '@/lib/gateway/session';

export { OutOfBudget } from '@/lib/gateway/session';

export class Reads {
  private readonly lists = new Map<string, Promise<Read<unknown> | undefined>>();

  constructor(
    readonly budget: CallBudget = new CallBudget(),
    private readonly budgetLow?: () => Promise<boolean>,
    private readonly signal?: AbortSignal,
  ) {}

  /** Registry calls made (cache hits not counted). */
  get spent(): number {
    return this.budget.spent;
  }

  /** The list under `listKey`, read once. `seed` reads happen whatever the budget (they cost what opening the page costs). */
  async read<T>(
    listKey: string,
    fetch: () => Promise<Read<T> | undefined>,
    { seed = false } = {},
  ): Promise<Read<T> | undefined> {
    const known = this.lists.get(listKey);
    if (known) return known as Promise<Read<T> | undefined>;
    this.signal?.throwIfAborted();
    if (!seed && this.budgetLow && (await this.budgetLow())) throw new OutOfBudget();
    this.signal?.throwIfAborted();
    const promise = seed
      ? fetch().then((result) => {
          this.budget.record(result?.called ?? false);
          return result;
        })
      : this.budget.charge(fetch, (result) => result?.called ?? false);
    this.lists.set(listKey, promise);
    return promise;
  }

  /** Lists read so far (for the "never twice" check). */
  get listKeys(): string[] {
    return [...this.lists.keys()];
  }
}
