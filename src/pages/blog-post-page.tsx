import { Link } from '@tanstack/react-router';
import { usePage } from '../hooks/use-page.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Picture } from '../components/picture.tsx';
import { blogBodies } from '../content/blog-bodies/by-slug.ts';
import { blogImages } from '../content/blog-bodies/card-images.ts';
import { blogPath, blogPosts } from '../content/blog-posts.ts';
import classes from './blog/blog.module.css';

/** One post, looked up by path in the built-in table; the router has routes only for known slugs. */
export function BlogPostPage() {
  const page = usePage();
  const post = blogPosts.find((p) => p.path === page?.path);
  const body = post && blogBodies[post.slug];
  if (!page || !post || !body) return null;
  const image = blogImages[post.slug];
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} eyebrow="Blog" />
      <div className={classes.postBar}>
        <div className={`container ${classes.postBarInner}`}>
          <Link to={blogPath} className={classes.back}>
            <span aria-hidden="true">←</span> Back to Blog
          </Link>
          <p className={classes.meta}>
            <span className={classes.category}>{post.category}</span>
            <time dateTime={post.isoDate}>{post.date}</time>
          </p>
        </div>
      </div>
      <div className={`container ${classes.postWrap}`}>
        {image && (
          // The post's picture is its first screen's largest element: fetched at once, never lazy.
          <Picture
            image={image}
            className={classes.postImage}
            sizes="(min-width: 800px) 760px, 100vw"
            priority
          />
        )}
        {/* Bodies are trusted HTML authored in src/content/blog-bodies, never user input. */}
        <article className={classes.body} dangerouslySetInnerHTML={{ __html: body }} />
      </div>
      <CtaBand
        title="Need a Hand With the Heavy Stuff?"
        text="Call or text for a free, upfront quote. Same-day pickup is often available."
      />
    </>
  );
}
