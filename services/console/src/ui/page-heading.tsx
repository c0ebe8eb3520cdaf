import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's h1, which also names the document and takes focus when the page opens: after a client-side navigation a
 * screen reader starts reading at the new page, and Tab continues from its heading.
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Recruiter console`;
  }, [title]);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children ?? title}
    </h1>
  );
}
