import { Link } from '@tanstack/react-router';
import { publicPages } from '../../content/registry.ts';
import { linkify } from './linkify.ts';

const knownPaths: ReadonlySet<string> = new Set(publicPages.map((p) => p.path));

interface Props {
  text: string;
  /** Called when an internal link is followed, so the full-screen chat can get out of the way. */
  onNavigate: () => void;
}

/** Assistant text as React text nodes (never HTML), with phone numbers and site paths as links. */
export function MessageText({ text, onNavigate }: Props) {
  return (
    <>
      {linkify(text, knownPaths).map((segment, i) => {
        if (segment.kind === 'tel') {
          return (
            <a key={i} href={segment.href}>
              {segment.text}
            </a>
          );
        }
        if (segment.kind === 'internal') {
          return (
            <Link key={i} to={segment.path} hash={segment.hash} onClick={onNavigate}>
              {segment.text}
            </Link>
          );
        }
        return <span key={i}>{segment.text}</span>;
      })}
    </>
  );
}
