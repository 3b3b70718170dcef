import { CheckIcon } from './icons.tsx';
import classes from './sections.module.css';

export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 | 3 }) {
  return (
    <ul className={classes.checkList} data-columns={columns}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
