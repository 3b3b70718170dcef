import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { serviceOptions, serviceTiles } from '../../content/home.ts';
import { iconByName } from '../../components/icons.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { scrollToSection } from './scroll-to-section.ts';
import classes from './choose-service.module.css';

export function ChooseService() {
  return (
    <section className="section" aria-labelledby="choose-heading">
      <div className="container">
        <SectionHeading
          id="choose-heading"
          title="Choose Your Service"
          lead="Pick the job and see how it works, what it costs and what is included."
          center
        />
        <ul className={classes.tiles}>
          {serviceTiles.map((tile) => {
            const Icon = iconByName[tile.icon];
            return (
              <li key={tile.path}>
                <Link to={tile.path} className={classes.tile}>
                  <span className={classes.tileIcon}>
                    <Icon size={28} />
                  </span>
                  {tile.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <ServicePicker />
      </div>
    </section>
  );
}

/** Choosing an option opens its page at once (the hint says so, WCAG 3.2.2); Other goes to the form. */
function ServicePicker() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const choose = (label: string) => {
    const option = serviceOptions.find((o) => o.label === label);
    if (!option) return;
    if (option.path) {
      setValue(label);
      void navigate({ to: option.path });
    } else {
      setValue('');
      scrollToSection('booking-form');
    }
  };

  return (
    <div className={classes.picker}>
      <h3 className={classes.pickerTitle}>Don&apos;t see what you need?</h3>
      <label htmlFor="service-picker" className={classes.label}>
        Find your service
      </label>
      <p id="service-picker-hint" className={classes.hint}>
        Choosing a service opens its page. Choose Other to go straight to the quote form.
      </p>
      <select
        id="service-picker"
        className={classes.select}
        aria-describedby="service-picker-hint"
        value={value}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="" disabled>
          Select a service...
        </option>
        {serviceOptions.map((o) => (
          <option key={o.label} value={o.label}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
