import { ApiError } from '../api/client';

export const errorMessage = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Something went wrong';

/** A failed read or action, announced at once (role="alert"). */
export function ErrorNote({ error, prefix }: { error: unknown; prefix?: string }) {
  return (
    <p role="alert" className="note note-error">
      {prefix ? `${prefix}: ` : ''}
      {errorMessage(error)}
    </p>
  );
}
