import { DeferredQuoteForm } from '../features/quote/deferred-quote-form.tsx';
import { QuoteSection } from '../features/quote/quote-section.tsx';
import { AboutSection } from './home/about-section.tsx';
import { AreasSection } from './home/areas-section.tsx';
import { ChooseService } from './home/choose-service.tsx';
import { ContactSection } from './home/contact-section.tsx';
import { EasyWays } from './home/easy-ways.tsx';
import { FaqSection } from './home/faq-section.tsx';
import { Hero } from './home/hero.tsx';
import { ServicesSection } from './home/services-section.tsx';
import { TestimonialsSection } from './home/testimonials-section.tsx';
import { VideosSection } from './home/videos-section.tsx';

/** The home page, in SPEC section 2's order. Anchors: #booking-form, #services, #about, #areas, #contact. */
export function HomePage() {
  return (
    <>
      <Hero />
      <ChooseService />
      <QuoteSection>
        <DeferredQuoteForm form="home" />
      </QuoteSection>
      <EasyWays />
      <ServicesSection />
      <AboutSection />
      <AreasSection />
      <VideosSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
      <QuoteSection id="contact-form" title="Quick Quote">
        <DeferredQuoteForm form="contact" idPrefix="contact-form" />
      </QuoteSection>
    </>
  );
}
