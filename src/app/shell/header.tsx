import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { business } from '../../content/business.ts';
import { LogoMark, MenuIcon, CloseIcon, PhoneIcon } from '../../components/icons.tsx';
import { OpenBadge } from './open-badge.tsx';
import { SiteMenu } from './site-menu.tsx';
import classes from './shell.module.css';

export function Header() {
  const [open, setOpen] = useState(false);
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link to="/" className={classes.logo} aria-label={`${business.name}, home`}>
          <LogoMark />
          <span className={classes.logoText} aria-hidden="true">
            <strong>Scottsdale</strong> Junk Removal
          </span>
        </Link>
        <OpenBadge />
        <div className={classes.actions}>
          <a className={classes.phone} href={business.phone.tel}>
            <PhoneIcon size={18} />
            {business.phone.display}
          </a>
          <a className="btn btn-cta" href={business.phone.tel}>
            Call Now
          </a>
          <button
            type="button"
            className={classes.menuButton}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span>Menu</span>
          </button>
        </div>
      </div>
      <SiteMenu open={open} onClose={() => setOpen(false)} />
    </header>
  );
}
