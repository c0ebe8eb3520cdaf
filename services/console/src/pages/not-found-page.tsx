import { Link } from 'react-router';
import { PageHeading } from '../ui/page-heading';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found" />
      <p>
        This address is not a page of the console. <Link to="/">Go to the inbox</Link>.
      </p>
    </>
  );
}
