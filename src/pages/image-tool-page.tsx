import { usePage } from '../hooks/use-page.ts';
import { ClientOnlyPage } from '../components/client-only-page.tsx';
// Only this lazily loaded module imports the tool, so no other page downloads its code.
import { ImageTool } from '../features/image-tool/image-tool.tsx';
import classes from '../features/image-tool/image-tool.module.css';

export function ImageToolPage() {
  const page = usePage();
  return (
    <ClientOnlyPage>
      <section className={`container section ${classes.page}`}>
        <header className={classes.intro}>
          <p className="eyebrow">Internal tool</p>
          <h1>{page?.heading ?? 'Image Generator'}</h1>
          <p>
            Generate a photo of a junk-removal worker with Runware, check it, then download it as a WebP file
            for the site.
          </p>
        </header>
        <ImageTool />
      </section>
    </ClientOnlyPage>
  );
}
