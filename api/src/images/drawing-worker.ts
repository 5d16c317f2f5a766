import { type DrawingJob, drawImage } from './drawing-job';

/** A drawing thread's task (drawing-pool.ts): the PNG's bytes, handed back without a copy. */
export default function draw(job: DrawingJob): Uint8Array {
  return drawImage(job);
}
