import { standIn } from './stand-in.ts';

/**
 * Online bookings hold arrival windows (Morning, Midday, Afternoon), each taking a number of jobs that
 * the database keeps (arrival_windows.capacity, default 2) and staff change. The default is ours.
 */
export const windowCapacity = {
  ...standIn(
    'Set how many jobs each arrival window takes: 2 is our stand-in (README → Arrival windows says where), then delete this note.',
  ),
};
