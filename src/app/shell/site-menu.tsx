import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { business } from '../../content/business.ts';
import { menuGroups } from '../../content/registry.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import classes from './shell.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Disclosure navigation: Home, then SPEC's groups in SPEC's order; closes on Escape, outside click or a choice. */
export function SiteMenu({ open, onClose }: Props) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLButtonElement>('[aria-controls="site-menu"]')?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      const button = document.querySelector('[aria-controls="site-menu"]');
      if (!ref.current?.contains(target) && !button?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);

  return (
    <nav id="site-menu" ref={ref} aria-label="Main" className={classes.menu} hidden={!open}>
      <div className={classes.menuInner}>
        <ul className={classes.menuTop}>
          <li>
            <Link to="/" onClick={onClose} className={classes.menuLink}>
              Home
            </Link>
          </li>
          <li className={classes.menuCall}>
            <a href={business.phone.tel} className={classes.menuLink}>
              <PhoneIcon size={16} /> Call {business.phone.display}
            </a>
          </li>
        </ul>
        {menuGroups.map((group, index) => (
          <section key={group.label} className={classes.menuGroup} aria-labelledby={`menu-group-${index}`}>
            <h2 id={`menu-group-${index}`} className={classes.menuHeading}>
              {group.label}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} hash={link.hash} onClick={onClose} className={classes.menuLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
