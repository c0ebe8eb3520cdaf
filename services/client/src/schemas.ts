import type { components, paths } from './generated/openapi.js';

/** Short names for the bodies integrators use most, all derived from the generated document. */
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Interviews = paths['/api/v2/integration/interviews'];
type Run = paths['/api/v2/integration/interviews/{run_id}'];

export type CreateInterview = Json<Interviews['post']['requestBody']>;
export type RunAction = Json<Interviews['post']['responses'][201]>;
export type RunListItem = Json<Interviews['get']['responses'][200]>['items'][number];
export type RunStatus = Json<Run['get']['responses'][200]>;
export type RunState = RunStatus['state'];
export type Plan = Json<paths['/api/v2/integration/interviews/{run_id}/plan']['get']['responses'][200]>;
export type Invite = Json<paths['/api/v2/integration/interviews/{run_id}/invite']['post']['responses'][200]>;
export type Assessment = Json<paths['/api/v2/integration/interviews/{run_id}/assessment']['get']['responses'][200]>;
export type ErrorBody = components['schemas']['Error'];
