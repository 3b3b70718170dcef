/**
 * Marks content that stands in for something only the company can supply: a review, a video, a fact
 * we wrote and the company must confirm. `npm run launch-check` lists every object carrying one (so
 * the list is the data itself), and a production build refuses to ship while any remain.
 */
export interface StandIn {
  /** What the company has to supply or confirm, in plain words. */
  readonly standIn?: string;
}

export const standIn = (whatToDo: string): Required<StandIn> => ({ standIn: whatToDo });
