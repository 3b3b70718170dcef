import { Link } from '@tanstack/react-router';
import { Picture } from '../../components/picture.tsx';
import type { BlogPostMeta } from '../../content/blog-posts.ts';
import { blogImages } from '../../content/blog-bodies/card-images.ts';
import classes from './blog.module.css';

/**
 * A post card: picture, category, date, title, excerpt and a Read More link named after the post.
 * The first card's picture is in a phone's first screen: `priority` fetches it at once.
 */
export function PostCard({ post, priority = false }: { post: BlogPostMeta; priority?: boolean }) {
  const image = blogImages[post.slug];
  return (
    <li className={classes.card}>
      {image && (
        <Picture
          image={image}
          alt=""
          className={classes.cardImage}
          sizes="(min-width: 960px) 560px, 100vw"
          priority={priority}
        />
      )}
      <div className={classes.cardBody}>
        <p className={classes.meta}>
          <span className={classes.category}>{post.category}</span>
          <time dateTime={post.isoDate}>{post.date}</time>
        </p>
        <h3 className={classes.cardTitle}>{post.title}</h3>
        <p className={classes.excerpt}>{post.excerpt}</p>
        <Link to={post.path} className={classes.readMore}>
          Read More<span className="visually-hidden">: {post.title}</span> <span aria-hidden="true">→</span>
        </Link>
      </div>
    </li>
  );
}
