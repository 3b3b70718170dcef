import { usePage } from '../hooks/use-page.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { blogPosts } from '../content/blog-posts.ts';
import { PostCard } from './blog/post-card.tsx';
import classes from './blog/blog.module.css';

export function BlogListPage() {
  const page = usePage();
  if (!page) return null;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} eyebrow="Blog" />
      <section className="section" aria-labelledby="posts-heading">
        <div className="container">
          <SectionHeading id="posts-heading" title="Latest Articles" />
          <ul className={classes.cards}>
            {blogPosts.map((post, i) => (
              <PostCard key={post.slug} post={post} priority={i === 0} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title="Rather Skip Straight to the Clean Garage?"
        text="Text a photo of what needs to go and get a free, upfront quote from our local crew."
      />
    </>
  );
}
