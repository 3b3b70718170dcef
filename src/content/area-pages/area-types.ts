import type { StandIn } from '../stand-in.ts';
import type { Benefit, District, FaqItem, MediaKey, NeighbourhoodLink, ServiceCard } from '../types.ts';

/** A neighbourhood name; with a path it links (to its own page, or to the city page itself). */
export interface NamedPlace {
  name: string;
  path?: string;
}

export interface LinkSection {
  title: string;
  lead: string;
  places: readonly NamedPlace[];
}

/** The body of one city page (SPEC section 2, "Area pages"). Metadata lives in ../areas.ts. */
export interface CityPageContent extends StandIn {
  city: string;
  eyebrow: string;
  /** The 'local crew' block under the hero. */
  about: { title: string; paragraphs: readonly string[]; highlights: readonly string[]; image: MediaKey };
  districtsTitle: string;
  districtsLead: string;
  districts: readonly District[];
  neighbourhoods: LinkSection;
  servicesTitle: string;
  /** Services with a path to their page; descriptions are optional (Mesa's twelve carry them). */
  services: readonly ServiceCard[];
  trust?: { title: string; blocks: readonly Benefit[] };
  /** A booking form section, where SPEC gives one; lead overrides the default reply promise. */
  quote?: { title: string; lead: string };
  faq?: { title: string; items: readonly FaqItem[] };
  explore?: { title: string; links: readonly NeighbourhoodLink[] };
  /** Names of the nearby primary cities (linked to their pages). */
  nearby: readonly string[];
  cta: { title: string; text: string };
}
