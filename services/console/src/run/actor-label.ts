import type { Actor } from '../api/types';

const SYSTEM_ACTORS: Record<string, string> = { auto_approve_plans: 'Automatic plan approval' };

/**
 * Who did it, in words. Other users are not named: the console has no directory to resolve their ids, and the
 * audit log (for admins) has the details.
 */
export function actorLabel(actor: Actor, myUserId: string): string {
  if (!actor) return 'The service';
  switch (actor.type) {
    case 'user':
      return actor.id === myUserId ? 'You' : 'Another user';
    case 'api_key':
      return 'The integration (API key)';
    case 'oauth_client':
      return 'An integration (OAuth client)';
    case 'candidate':
      return 'The candidate';
    case 'system':
      return SYSTEM_ACTORS[actor.id ?? ''] ?? 'The service';
    default:
      return actor.type;
  }
}
