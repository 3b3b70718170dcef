import type { ProcessStep } from '../content/types.ts';
import classes from './sections.module.css';

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((s) => (
        <li key={s.step} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden="true">
            {s.step}
          </span>
          <h3 className={classes.cardTitle}>{s.title}</h3>
          <p>{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
