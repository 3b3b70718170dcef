import { jsonLdText } from '../seo/json-ld.ts';

/** Page-specific structured data (FAQPage…), rendered with the section it describes. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
