/**
 * The competency ontology the deterministic planner builds plans from. Versioned: a plan records the version it was
 * built on, so change ONTOLOGY_VERSION whenever an id, alias, rubric or topic changes.
 *
 * Ids are stable lowercase slugs; plan ids derive from them (`<id>-<sub-dimension slug>`, `<id>-t<n>`).
 */

export const ONTOLOGY_VERSION = '2026.11-1';

export interface OntologySubDimension {
  name: string;
  /** What a strong answer shows. */
  rubric: string;
}

export interface OntologyTopic {
  prompt: string;
  follow_ups: string[];
}

export interface OntologyEntry {
  id: string;
  name: string;
  description: string;
  kind: 'technical' | 'behavioural';
  /** Keywords and phrases, matched case-insensitively on word boundaries (a space also matches a hyphen). */
  aliases: string[];
  /**
   * Names that are also ordinary English words (Go, React, REST, Swift, Excel, Node): in free text they match only as
   * written (case-sensitive), never joined by a hyphen ("go-to"), and never before a word in `not_before` ("Go above").
   * As an explicit skill name or revision target they match case-insensitively.
   */
  strict_aliases?: string[];
  not_before?: string[];
  sub_dimensions: OntologySubDimension[];
  topics: OntologyTopic[];
}

const sd = (name: string, rubric: string): OntologySubDimension => ({ name, rubric });
const q = (prompt: string, ...follow_ups: string[]): OntologyTopic => ({ prompt, follow_ups });

const TECHNICAL: OntologyEntry[] = [
  {
    id: 'typescript',
    name: 'TypeScript',
    description:
      'Using the TypeScript type system to model domains, catch errors early and keep large codebases maintainable.',
    kind: 'technical',
    aliases: ['typescript', 'type script'],
    sub_dimensions: [
      sd(
        'Type system fluency',
        'Uses unions, generics, narrowing and mapped or conditional types where they help, and explains which bugs they prevent rather than reciting syntax.',
      ),
      sd(
        'Modelling and boundaries',
        'Designs types that make invalid states unrepresentable, validates external data at the boundary (unknown rather than any) and keeps public interfaces stable.',
      ),
      sd(
        'Tooling and configuration',
        'Understands strict compiler options, module resolution and build setup, and can tighten or migrate a codebase incrementally.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time the TypeScript type system caught, or failed to catch, a real bug in your code. What did the types look like?',
        'How would you type it now so that bug cannot happen?',
        'Where do you draw the line between precise types and readable code?',
      ),
      q(
        'How do you handle data that enters a TypeScript service from outside, such as an API payload or a database row, so the types stay honest?',
        'What do you use instead of `any`, and why?',
        'How do you keep runtime validation and static types in sync?',
      ),
      q(
        'Describe migrating or tightening a TypeScript codebase, for example turning on strict mode. How did you plan and sequence it?',
        'How did the team keep shipping during the change?',
      ),
    ],
  },
  {
    id: 'javascript',
    name: 'JavaScript',
    description:
      'Core JavaScript: language semantics, asynchronous programming and writing maintainable code in the browser or on the server.',
    kind: 'technical',
    aliases: ['javascript', 'js', 'ecmascript', 'es6', 'es2015', 'vanilla js'],
    sub_dimensions: [
      sd(
        'Language semantics',
        'Explains closures, scope, `this`, prototypes and equality precisely and predicts the behaviour of tricky code.',
      ),
      sd(
        'Asynchronous programming',
        'Reasons correctly about the event loop, promises and async/await, including error propagation, concurrency limits and cancellation.',
      ),
      sd(
        'Code quality',
        'Writes modular, idiomatic code, uses linting and tests, and knows the common pitfalls (shared mutation, implicit coercion, leaks).',
      ),
    ],
    topics: [
      q(
        'Walk me through how the event loop handles a mix of promises, timers and I/O callbacks. Where has that understanding mattered in your work?',
        'How do you run many async operations without overwhelming a downstream service?',
        'How do errors propagate through a chain of async calls?',
      ),
      q(
        'Tell me about a JavaScript bug that took a long time to find. What was the root cause?',
        'What would have caught it earlier?',
      ),
      q(
        'How do you keep a growing JavaScript codebase maintainable?',
        'Which conventions or tools made the biggest difference?',
      ),
    ],
  },
  {
    id: 'python',
    name: 'Python',
    description:
      'Writing, structuring and operating Python code: idioms, packaging, performance and the common frameworks.',
    kind: 'technical',
    aliases: ['python', 'python3', 'django', 'flask', 'fastapi', 'asyncio'],
    sub_dimensions: [
      sd(
        'Idiomatic Python',
        'Uses the standard library, comprehensions, generators, context managers and type hints naturally, and explains the data model where it matters.',
      ),
      sd(
        'Packaging and environments',
        'Manages dependencies, virtual environments and packaging reproducibly and structures projects so they are easy to test and deploy.',
      ),
      sd(
        'Performance and concurrency',
        'Understands the GIL and when to use threads, processes or asyncio, and profiles before optimising.',
      ),
    ],
    topics: [
      q(
        'Tell me about a Python service or tool you built. How did you structure it, and which libraries did you rely on?',
        'What would you change about its structure now?',
        'How did you test it?',
      ),
      q(
        'A Python job has become too slow. How do you find out why and make it faster?',
        'When would you choose multiprocessing over asyncio?',
        'What did profiling show the last time you did this?',
      ),
      q(
        'How do you manage dependencies and environments so a Python project builds the same way everywhere?',
        'How do you handle a security fix in a transitive dependency?',
      ),
    ],
  },
  {
    id: 'java',
    name: 'Java and the JVM',
    description: 'Building services on the JVM with Java (or Kotlin) and its ecosystem, such as Spring.',
    kind: 'technical',
    aliases: ['java', 'jvm', 'spring boot', 'spring framework', 'j2ee', 'jakarta ee', 'kotlin', 'maven', 'gradle'],
    sub_dimensions: [
      sd(
        'Language and JVM',
        'Knows generics, collections, concurrency primitives and the memory model basics, and can reason about garbage collection and JVM tuning.',
      ),
      sd(
        'Frameworks and ecosystem',
        'Uses Spring or similar with an understanding of dependency injection, transactions and configuration, and manages builds with Maven or Gradle.',
      ),
      sd(
        'Design and maintainability',
        'Applies object-oriented and functional design sensibly, keeps modules cohesive and testable, and avoids over-engineering.',
      ),
    ],
    topics: [
      q(
        'Describe a Java service you worked on: its architecture, its frameworks and its most important design decision.',
        'What would you simplify?',
        'How were transactions and errors handled?',
      ),
      q(
        'Tell me about a performance or memory problem on the JVM that you diagnosed.',
        'Which tools did you use?',
        'What was the fix, and how did you verify it?',
      ),
      q(
        'How do you write concurrent code in Java safely?',
        'When would you use an executor, a CompletableFuture or virtual threads?',
      ),
    ],
  },
  {
    id: 'go',
    name: 'Go',
    description: 'Building simple, concurrent and observable services in Go.',
    kind: 'technical',
    aliases: ['golang', 'go lang'],
    strict_aliases: ['Go'],
    not_before: [
      'to',
      'above',
      'ahead',
      'beyond',
      'through',
      'back',
      'out',
      'over',
      'into',
      'live',
      'further',
      'far',
      'for',
      'on',
      'off',
      'get',
      'the',
      'a',
      'an',
      'forward',
      'along',
      'down',
      'up',
      'away',
      'wrong',
      'from',
    ],
    sub_dimensions: [
      sd(
        'Idiomatic Go',
        'Writes simple, explicit code with small interfaces, errors returned as values with context, and clear package boundaries, and explains why Go favours these.',
      ),
      sd(
        'Concurrency',
        'Uses goroutines, channels, contexts and sync primitives correctly, avoids leaks and races, and knows how to detect them.',
      ),
      sd(
        'Production services',
        'Builds observable, well-tested Go services with timeouts, graceful shutdown and profiling (pprof).',
      ),
    ],
    topics: [
      q(
        'Tell me about a Go service you built or maintained. How was it organised into packages?',
        'How did you handle errors and add context to them?',
        'What would you restructure now?',
      ),
      q(
        'Describe a concurrency problem you solved in Go: a race, a goroutine leak or a deadlock.',
        'How did you find it?',
        'How do you use context for cancellation?',
      ),
      q(
        'What makes a Go service production-ready in your view?',
        'How do you test code that depends on external services?',
      ),
    ],
  },
  {
    id: 'rust',
    name: 'Rust',
    description: 'Writing safe, fast systems code in Rust and working with its ownership model.',
    kind: 'technical',
    aliases: ['rust', 'rustlang'],
    sub_dimensions: [
      sd(
        'Ownership and borrowing',
        'Explains ownership, borrowing and lifetimes precisely and designs data structures that work with the borrow checker.',
      ),
      sd(
        'Error handling and safety',
        'Uses Result, Option and `?` idiomatically, confines unsafe code and can justify each use.',
      ),
      sd(
        'Performance and concurrency',
        'Uses traits, async and Send/Sync correctly and backs performance claims with measurements.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time the borrow checker pushed back on your design. How did you resolve it?',
        'Did the final design turn out better or worse?',
        'When do you reach for Rc, Arc or RefCell?',
      ),
      q(
        'Describe a Rust project you worked on and why Rust was chosen for it.',
        'Which trade-offs did the team accept?',
      ),
      q('How do you approach error handling across a Rust codebase?', 'When is it acceptable to panic?'),
    ],
  },
  {
    id: 'csharp',
    name: 'C# and .NET',
    description: 'Building applications with C# on the .NET platform, including ASP.NET Core and Entity Framework.',
    kind: 'technical',
    aliases: ['c#', 'csharp', 'c sharp', '.net', 'dotnet', 'asp.net', '.net core', 'entity framework'],
    sub_dimensions: [
      sd(
        'Language features',
        'Uses LINQ, generics, async/await, records and nullable reference types well and knows what they cost.',
      ),
      sd(
        '.NET platform',
        'Understands ASP.NET Core hosting, dependency injection, configuration and Entity Framework behaviour (change tracking, N+1 queries).',
      ),
      sd(
        'Design and testing',
        'Structures solutions into testable layers and writes meaningful unit and integration tests.',
      ),
    ],
    topics: [
      q(
        'Describe a .NET application you built or maintained: its structure and its key libraries.',
        'How was dependency injection used?',
        'What would you change?',
      ),
      q(
        'Tell me about an async/await problem you hit in C#, such as a deadlock, thread starvation or an unobserved exception.',
        'How did you diagnose it?',
      ),
      q(
        'How have you dealt with data-access performance in Entity Framework or another ORM?',
        'When do you bypass the ORM?',
      ),
    ],
  },
  {
    id: 'cpp',
    name: 'C++',
    description: 'Writing correct, efficient modern C++ and managing memory and resources safely.',
    kind: 'technical',
    aliases: ['c++', 'cpp', 'modern c++'],
    sub_dimensions: [
      sd(
        'Memory and resource management',
        'Uses RAII, smart pointers and value semantics, and explains lifetimes and how to avoid leaks and undefined behaviour.',
      ),
      sd(
        'Modern C++',
        'Applies move semantics, templates and the standard library appropriately, aware of compile-time and readability costs.',
      ),
      sd('Performance', 'Reasons about cache behaviour, allocation and copying, and profiles before optimising.'),
    ],
    topics: [
      q(
        'Tell me about a memory-safety or undefined-behaviour bug you tracked down in C++.',
        'Which tools helped, such as sanitisers or valgrind?',
        'How did you prevent similar bugs?',
      ),
      q(
        'How do you choose between values, references and smart pointers in an API?',
        'When is shared_ptr the wrong choice?',
      ),
      q('Describe performance work you did in C++.', 'How did you measure the improvement?'),
    ],
  },
  {
    id: 'sql',
    name: 'SQL and relational databases',
    description: 'Querying, modelling and operating relational databases such as PostgreSQL, MySQL or SQL Server.',
    kind: 'technical',
    aliases: [
      'sql',
      'postgresql',
      'postgres',
      'mysql',
      'mariadb',
      'sql server',
      't-sql',
      'pl/sql',
      'sqlite',
      'relational database',
      'relational databases',
      'oracle database',
    ],
    sub_dimensions: [
      sd(
        'Query writing',
        'Writes correct joins, aggregations, window functions and CTEs, and reasons about NULLs and duplicates.',
      ),
      sd(
        'Schema design',
        'Designs normalised schemas with appropriate keys and constraints, and knows when and how to denormalise.',
      ),
      sd(
        'Performance and operations',
        'Reads query plans, chooses indexes, understands transactions, isolation and locking, and plans safe migrations.',
      ),
    ],
    topics: [
      q(
        'Tell me about a slow query you fixed. How did you find out why it was slow?',
        'What did the query plan show?',
        'What did the new index or rewrite cost elsewhere?',
      ),
      q(
        'Walk me through a schema you designed. Which constraints and indexes did you choose, and why?',
        'How did the schema evolve, and how did you migrate it safely?',
        'Where did you denormalise, if anywhere?',
      ),
      q(
        'Describe a situation where transaction isolation or locking affected correctness or performance.',
        'Which isolation level did you use, and why?',
      ),
    ],
  },
  {
    id: 'nosql',
    name: 'NoSQL databases',
    description:
      'Modelling and operating non-relational stores: document, key-value, wide-column and search databases.',
    kind: 'technical',
    aliases: [
      'nosql',
      'mongodb',
      'mongo',
      'dynamodb',
      'cassandra',
      'redis',
      'couchbase',
      'couchdb',
      'firestore',
      'elasticsearch',
      'document database',
      'key-value store',
    ],
    sub_dimensions: [
      sd(
        'Data modelling',
        'Models data around access patterns (partition keys, document shape, denormalisation) and explains the trade-offs against a relational design.',
      ),
      sd(
        'Consistency and scaling',
        'Understands replication, partitioning, consistency levels and hot-partition risks.',
      ),
      sd(
        'Operational use',
        'Knows caching patterns, TTLs, secondary indexes and the failure modes of the stores they used.',
      ),
    ],
    topics: [
      q(
        'Describe a system where you chose a NoSQL store. Why that one, and how did you model the data?',
        'Which access patterns drove the model?',
        'What would have been harder in a relational database?',
      ),
      q(
        'Tell me about a scaling or consistency problem you hit with a NoSQL database.',
        'How did you detect it?',
        'What did you change?',
      ),
      q(
        'How have you used Redis or another cache, and how did you handle invalidation?',
        'What happens when the cache is unavailable?',
      ),
    ],
  },
  {
    id: 'react',
    name: 'React',
    description: 'Building user interfaces with React: component design, state management and rendering performance.',
    kind: 'technical',
    aliases: ['react.js', 'reactjs', 'next.js', 'nextjs', 'redux', 'react hooks'],
    strict_aliases: ['React'],
    not_before: ['to', 'quickly', 'fast', 'calmly', 'well'],
    sub_dimensions: [
      sd(
        'Component design',
        'Builds small, composable components with clear props and state ownership, and knows when to lift state or use context.',
      ),
      sd(
        'State and data flow',
        'Manages server and client state deliberately (hooks, query caches, stores) and avoids needless re-renders and effect misuse.',
      ),
      sd(
        'Performance and accessibility',
        'Profiles rendering, memoises where it pays off, and builds accessible, keyboard-friendly interfaces.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you structured the components and state of a React application you worked on.',
        'Where did state live, and why?',
        'What would you restructure now?',
      ),
      q(
        'Tell me about a React performance problem you diagnosed.',
        'What did the profiler show?',
        'When is memoisation not worth it?',
      ),
      q(
        'How do you use effects in React, and what mistakes have you seen with them?',
        'How do you fetch and cache server data?',
      ),
    ],
  },
  {
    id: 'frontend',
    name: 'Frontend engineering',
    description:
      'Web fundamentals beyond a single framework: semantic HTML, CSS, accessibility and web performance (including Vue, Angular or Svelte work).',
    kind: 'technical',
    aliases: [
      'html',
      'html5',
      'css',
      'css3',
      'sass',
      'scss',
      'tailwind',
      'vue',
      'vue.js',
      'vuejs',
      'angular',
      'svelte',
      'web accessibility',
      'wcag',
      'responsive design',
      'frontend development',
      'front-end development',
    ],
    sub_dimensions: [
      sd(
        'HTML and CSS',
        'Writes semantic HTML and maintainable CSS, handles layout (flexbox, grid) and responsive design without fighting the cascade.',
      ),
      sd(
        'Accessibility',
        'Knows WCAG basics, keyboard navigation, focus management and correct ARIA use, and tests with assistive technology.',
      ),
      sd(
        'Web performance',
        'Understands loading, rendering and bundle size and uses Core Web Vitals and browser tooling to improve them.',
      ),
    ],
    topics: [
      q(
        'Tell me about an interface you built that had to work across devices and browsers. What was hardest?',
        'How did you test it?',
      ),
      q(
        'How do you make sure an interface is accessible?',
        'Describe an accessibility issue you fixed.',
        'How do you manage focus in a modal dialog?',
      ),
      q('A page loads slowly on mobile. How do you investigate and improve it?', 'Which metrics do you look at first?'),
    ],
  },
  {
    id: 'nodejs',
    name: 'Node.js',
    description: 'Building and operating server-side JavaScript or TypeScript services on Node.js.',
    kind: 'technical',
    aliases: ['node.js', 'nodejs', 'node js', 'express.js', 'expressjs', 'nestjs', 'fastify'],
    strict_aliases: ['Node'],
    sub_dimensions: [
      sd(
        'Runtime and event loop',
        'Understands the event loop, non-blocking I/O, streams and worker threads, and recognises when CPU work blocks the process.',
      ),
      sd(
        'Service design',
        'Builds HTTP services with sensible structure, input validation, error handling, configuration and graceful shutdown.',
      ),
      sd(
        'Operations and reliability',
        'Handles logging, metrics, memory leaks, dependency hygiene and deployment of Node.js services.',
      ),
    ],
    topics: [
      q(
        'Describe a Node.js service you built: how requests flowed through it and how errors were handled.',
        'How did you handle validation and configuration?',
        'How did the service shut down cleanly?',
      ),
      q(
        'Tell me about a time a Node.js process had a performance problem or a memory leak.',
        'How did you find the cause?',
        'What changed afterwards?',
      ),
      q('How would you process a very large file or data stream in Node.js?', 'How do you handle backpressure?'),
    ],
  },
  {
    id: 'aws',
    name: 'Amazon Web Services',
    description: 'Designing, securing and operating systems on AWS.',
    kind: 'technical',
    aliases: ['aws', 'amazon web services', 'ec2', 's3', 'aws lambda', 'rds', 'ecs', 'cloudwatch', 'sqs'],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among compute, storage, database and messaging services (EC2, Lambda, ECS, S3, RDS, SQS) and explains the trade-offs.',
      ),
      sd(
        'Security and IAM',
        'Applies least-privilege IAM, network isolation (VPCs, security groups) and proper secrets management.',
      ),
      sd(
        'Reliability and cost',
        'Designs across availability zones, monitors with CloudWatch and keeps cost visible and under control.',
      ),
    ],
    topics: [
      q(
        'Describe an AWS architecture you built or operated. Why those services?',
        'What would you change to reduce cost?',
        'How did it survive the loss of an availability zone?',
      ),
      q('How do you structure IAM permissions for a team and its services?', 'How do you audit who can do what?'),
      q('Tell me about an AWS incident or outage you dealt with.', 'What did you learn about the service involved?'),
    ],
  },
  {
    id: 'gcp',
    name: 'Google Cloud Platform',
    description: 'Designing, securing and operating systems on Google Cloud.',
    kind: 'technical',
    aliases: ['gcp', 'google cloud', 'google cloud platform', 'bigquery', 'cloud run', 'pub/sub', 'cloud functions'],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among Compute Engine, Cloud Run, GKE, Cloud Storage, Cloud SQL, Pub/Sub and BigQuery and explains the trade-offs.',
      ),
      sd(
        'Identity and security',
        'Organises projects, service accounts and IAM roles with least privilege and keeps secrets out of code.',
      ),
      sd(
        'Operations and cost',
        'Uses Cloud Monitoring and Logging, budgets and quotas, and designs for zonal or regional failure.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Google Cloud. Which services did you use, and why?',
        'What would you do differently?',
        'How did you keep cost under control?',
      ),
      q(
        'How do you organise projects, service accounts and IAM roles in Google Cloud?',
        'How do workloads authenticate to other services?',
      ),
      q('Tell me about using BigQuery or Pub/Sub at scale.', 'Which limits or costs surprised you?'),
    ],
  },
  {
    id: 'azure',
    name: 'Microsoft Azure',
    description: 'Designing, securing and operating systems on Microsoft Azure.',
    kind: 'technical',
    aliases: [
      'azure',
      'microsoft azure',
      'azure devops',
      'azure functions',
      'entra id',
      'azure active directory',
      'app service',
    ],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among App Service, Functions, AKS, Storage, Azure SQL and Service Bus and explains the trade-offs.',
      ),
      sd(
        'Identity and governance',
        'Uses Entra ID, managed identities, RBAC, resource groups and policies to keep access controlled.',
      ),
      sd(
        'Operations',
        'Monitors with Azure Monitor and Application Insights, automates deployments and plans for resilience and cost.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Azure. Which services did you use, and why?',
        'What would you do differently?',
        'How did you keep cost under control?',
      ),
      q(
        'How do applications on Azure authenticate to databases and other services without stored secrets?',
        'How do you organise subscriptions and resource groups?',
      ),
      q('Tell me about an Azure incident or deployment problem you dealt with.', 'What did you change afterwards?'),
    ],
  },
  {
    id: 'kubernetes',
    name: 'Kubernetes',
    description: 'Deploying, operating and troubleshooting workloads on Kubernetes.',
    kind: 'technical',
    aliases: ['kubernetes', 'k8s', 'helm', 'eks', 'gke', 'aks', 'openshift', 'kubectl', 'kustomize'],
    sub_dimensions: [
      sd(
        'Workload design',
        'Defines deployments, services, probes, resource requests and limits, config and secrets sensibly for the workload.',
      ),
      sd(
        'Operations and troubleshooting',
        'Debugs failing pods (CrashLoopBackOff, OOMKilled, unschedulable), reads events and logs, and rolls out and upgrades safely.',
      ),
      sd(
        'Platform and security',
        'Understands networking, ingress, RBAC, namespaces and policies, and packages applications with Helm or Kustomize.',
      ),
    ],
    topics: [
      q(
        'A pod keeps restarting in production. Walk me through how you investigate.',
        'What do liveness and readiness probes each protect against?',
        'How do resource limits come into it?',
      ),
      q(
        'Describe a Kubernetes setup you worked with: how were applications packaged and deployed?',
        'How were secrets and configuration managed?',
        'How did rollbacks work?',
      ),
      q(
        'How would you make a service on Kubernetes highly available?',
        'What do pod disruption budgets and anti-affinity contribute?',
      ),
    ],
  },
  {
    id: 'docker',
    name: 'Docker and containers',
    description: 'Building, running and debugging container images.',
    kind: 'technical',
    aliases: [
      'docker',
      'dockerfile',
      'containers',
      'containerization',
      'containerisation',
      'containerized',
      'containerised',
      'docker compose',
      'podman',
    ],
    sub_dimensions: [
      sd(
        'Image building',
        'Writes small, reproducible and secure images: multi-stage builds, layer caching, pinned base images, non-root users.',
      ),
      sd(
        'Runtime behaviour',
        'Understands isolation, networking, volumes, signals and resource limits inside containers.',
      ),
      sd(
        'Development and CI workflows',
        'Uses Compose or similar for development, and builds, scans and publishes images in CI.',
      ),
    ],
    topics: [
      q(
        'Walk me through a Dockerfile you wrote. How did you keep the image small and secure?',
        'How did you make use of layer caching?',
        'Why run as a non-root user?',
      ),
      q(
        'A container works locally but fails in another environment. How do you debug it?',
        'How do signals and PID 1 affect shutdown?',
      ),
      q(
        'How have you used containers in your development or CI workflow?',
        'What problems did that solve, and what did it cost?',
      ),
    ],
  },
  {
    id: 'terraform',
    name: 'Infrastructure as code',
    description: 'Managing infrastructure declaratively with Terraform, Pulumi, CloudFormation or similar tools.',
    kind: 'technical',
    aliases: ['terraform', 'infrastructure as code', 'iac', 'pulumi', 'cloudformation', 'ansible', 'opentofu', 'bicep'],
    sub_dimensions: [
      sd(
        'Modelling infrastructure',
        'Structures code into reusable modules with clear inputs and outputs and separates environments sensibly.',
      ),
      sd(
        'State and change safety',
        'Manages remote state, locking and drift, reviews plans carefully and can refactor without destroying resources.',
      ),
      sd(
        'Workflow',
        'Runs infrastructure changes through review and CI with policy checks and safe handling of secrets.',
      ),
    ],
    topics: [
      q(
        'Describe how you organised Terraform, or a similar tool, for several environments.',
        'How did you share modules?',
        'What would you restructure?',
      ),
      q(
        'Tell me about an infrastructure change that went wrong, or nearly did.',
        'How did you recover?',
        'Which safeguards did you add?',
      ),
      q(
        'How do you deal with state, drift and secrets in infrastructure as code?',
        'How do you bring resources created by hand under management?',
      ),
    ],
  },
  {
    id: 'cicd',
    name: 'CI/CD and delivery',
    description: 'Automating build, test and deployment so changes reach production quickly and safely.',
    kind: 'technical',
    aliases: [
      'ci/cd',
      'continuous integration',
      'continuous delivery',
      'continuous deployment',
      'github actions',
      'gitlab ci',
      'jenkins',
      'circleci',
      'devops',
      'build pipelines',
      'deployment pipelines',
      'release engineering',
    ],
    sub_dimensions: [
      sd(
        'Pipeline design',
        'Designs fast, reliable pipelines with caching, parallelism and clear stages, kept maintainable as code.',
      ),
      sd(
        'Release safety',
        'Uses automated checks, feature flags, canary or blue-green releases and quick rollbacks to reduce release risk.',
      ),
      sd(
        'Developer experience',
        'Treats slow builds and flaky tests as defects, and tracks lead time and change failure rate.',
      ),
    ],
    topics: [
      q(
        'Walk me through a CI/CD pipeline you built or improved.',
        'How long did it take, and how did you speed it up?',
        'How were secrets handled?',
      ),
      q(
        'How do you make deployments safe enough to do many times a day?',
        'How do you roll back?',
        'How do you handle database migrations during a deployment?',
      ),
      q('Tell me about dealing with flaky tests or an unreliable pipeline.', 'How did you decide what to fix first?'),
    ],
  },
  {
    id: 'testing',
    name: 'Software testing',
    description: 'Designing test strategies and writing tests that catch real defects at a sensible cost.',
    kind: 'technical',
    aliases: [
      'testing',
      'unit testing',
      'unit tests',
      'integration tests',
      'integration testing',
      'end-to-end tests',
      'test automation',
      'automated testing',
      'tdd',
      'test-driven development',
      'quality assurance',
      'qa',
      'jest',
      'mocha',
      'pytest',
      'junit',
      'cypress',
      'playwright',
      'selenium',
    ],
    sub_dimensions: [
      sd(
        'Test strategy',
        'Balances unit, integration and end-to-end tests by risk and cost and explains what each layer should catch.',
      ),
      sd(
        'Test design',
        'Writes readable, deterministic tests with meaningful assertions, good fixtures and minimal mocking.',
      ),
      sd(
        'Quality practice',
        'Uses CI, code review and production feedback to improve quality rather than chasing coverage numbers.',
      ),
    ],
    topics: [
      q(
        'How do you decide what to test, and at which level, for a new feature?',
        'What do you deliberately not test?',
        'Where do mocks help and where do they hurt?',
      ),
      q(
        'Tell me about a bug that slipped past your tests. Why did the tests miss it?',
        'What did you change afterwards?',
      ),
      q('How do you keep a test suite fast and reliable as it grows?', 'How do you deal with flaky tests?'),
    ],
  },
  {
    id: 'system-design',
    name: 'System design',
    description:
      'Designing software systems that meet functional, scale and reliability requirements with explicit trade-offs.',
    kind: 'technical',
    aliases: [
      'system design',
      'systems design',
      'software architecture',
      'solution architecture',
      'architecture',
      'scalability',
      'scalable systems',
      'design patterns',
      'high availability',
    ],
    sub_dimensions: [
      sd(
        'Requirements and trade-offs',
        'Clarifies requirements and constraints first, states assumptions and compares alternatives explicitly (consistency, latency, cost, complexity).',
      ),
      sd(
        'Architecture',
        'Decomposes a system into components with clear responsibilities, data flows and storage choices suited to the load.',
      ),
      sd(
        'Scalability and reliability',
        'Finds bottlenecks and failure modes and addresses them with caching, partitioning, redundancy and graceful degradation.',
      ),
    ],
    topics: [
      q(
        'Walk me through the architecture of a system you designed or substantially changed. What were the main trade-offs?',
        'What breaks first at ten times the load?',
        'What did you decide not to build?',
      ),
      q(
        'How would you design a service that lets people upload files and share them with others?',
        'How does the design change if files are very large?',
        'Where would you keep metadata versus content?',
      ),
      q(
        'Tell me about a design decision that turned out to be wrong. How did you find out, and what did you do?',
        'How do you record architecture decisions now?',
      ),
    ],
  },
  {
    id: 'distributed-systems',
    name: 'Distributed systems',
    description: 'Building systems of communicating services that stay correct under partial failure.',
    kind: 'technical',
    aliases: [
      'distributed systems',
      'microservices',
      'event-driven',
      'event driven architecture',
      'kafka',
      'rabbitmq',
      'message queue',
      'message queues',
      'message broker',
      'eventual consistency',
      'service mesh',
    ],
    sub_dimensions: [
      sd(
        'Consistency and coordination',
        'Explains consistency models, idempotency and ordering, and chooses patterns such as the outbox or sagas deliberately.',
      ),
      sd(
        'Failure handling',
        'Designs for partial failure with timeouts, retries with backoff, circuit breakers and dead-letter queues.',
      ),
      sd(
        'Messaging and observability',
        'Uses queues and logs (Kafka, RabbitMQ) appropriately and traces requests across services.',
      ),
    ],
    topics: [
      q(
        'Describe a distributed system you worked on. How did services communicate, and what happened when one failed?',
        'How did you make operations idempotent?',
        'How did you trace a request across services?',
      ),
      q(
        'How do you keep data consistent across services without a distributed transaction?',
        'When would you use the outbox pattern or a saga?',
      ),
      q(
        'Tell me about an incident caused by a distributed-systems problem, such as a retry storm or duplicated messages.',
        'What did you change to prevent it?',
      ),
    ],
  },
  {
    id: 'security',
    name: 'Application security',
    description: 'Designing and building software that resists attack and protects data.',
    kind: 'technical',
    aliases: [
      'security',
      'application security',
      'appsec',
      'owasp',
      'secure coding',
      'cybersecurity',
      'cyber security',
      'information security',
      'infosec',
      'penetration testing',
      'threat modelling',
      'threat modeling',
      'oauth',
      'encryption',
    ],
    sub_dimensions: [
      sd(
        'Secure design',
        'Threat-models features, applies least privilege and defence in depth, and gets authentication and authorisation right.',
      ),
      sd(
        'Common vulnerabilities',
        'Recognises and prevents OWASP Top 10 issues (injection, XSS, SSRF, broken access control) with concrete techniques.',
      ),
      sd(
        'Secrets and data protection',
        'Manages secrets, encryption in transit and at rest, and vulnerable dependencies responsibly.',
      ),
    ],
    topics: [
      q(
        'How would you threat-model a new feature that lets users upload documents?',
        'Which threats would you address first?',
        'How would you verify the mitigations?',
      ),
      q(
        'Tell me about a security vulnerability you found or fixed.',
        'How was it discovered?',
        'What changed in the process afterwards?',
      ),
      q('How do you manage secrets and credentials across environments?', 'How do you respond to a leaked key?'),
    ],
  },
  {
    id: 'api-design',
    name: 'API design',
    description: 'Designing clear, evolvable and robust APIs (REST, GraphQL, gRPC).',
    kind: 'technical',
    aliases: [
      'api design',
      'rest api',
      'rest apis',
      'restful',
      'graphql',
      'grpc',
      'openapi',
      'swagger',
      'web apis',
      'apis',
      'api development',
    ],
    strict_aliases: ['REST'],
    sub_dimensions: [
      sd(
        'Resource and contract design',
        'Designs consistent resources, naming, status codes, errors and pagination, and documents the contract (OpenAPI, schemas).',
      ),
      sd(
        'Evolution and compatibility',
        'Versions and evolves APIs without breaking clients and handles deprecation deliberately.',
      ),
      sd('Robustness', 'Considers idempotency, rate limiting, authentication and input validation at the boundary.'),
    ],
    topics: [
      q(
        'Walk me through an API you designed. How did you decide on its resources, errors and pagination?',
        'What would you change now?',
        'How did clients learn to use it?',
      ),
      q('How do you change an API that already has clients without breaking them?', 'When is a new version justified?'),
      q('How do you make a create endpoint safe to retry?', 'Where do idempotency keys live, and for how long?'),
    ],
  },
  {
    id: 'data-analysis',
    name: 'Data analysis',
    description: 'Turning data into trustworthy answers and decisions with SQL, spreadsheets, statistics and BI tools.',
    kind: 'technical',
    aliases: [
      'data analysis',
      'data analytics',
      'analytics',
      'business intelligence',
      'tableau',
      'power bi',
      'looker',
      'pandas',
      'statistics',
      'statistical analysis',
      'a/b testing',
      'data visualisation',
      'data visualization',
      'spreadsheets',
    ],
    strict_aliases: ['Excel'],
    sub_dimensions: [
      sd(
        'Analytical rigour',
        'Frames the question, checks data quality, chooses suitable methods and states uncertainty and limitations.',
      ),
      sd(
        'Tools and querying',
        'Uses SQL, spreadsheets, pandas or BI tools fluently to get from raw data to an answer.',
      ),
      sd(
        'Communicating insight',
        'Presents findings clearly with the right visualisations and ties them to a decision.',
      ),
    ],
    topics: [
      q(
        'Tell me about an analysis that changed a decision. How did you get from the question to a recommendation?',
        'How did you check the data could be trusted?',
        'What were the limitations?',
      ),
      q(
        'How would you evaluate whether a product change really improved a metric?',
        'How do you avoid being fooled by noisy data?',
      ),
      q('Describe a dashboard or report you built. Who used it, and how?', 'How did you decide what to leave out?'),
    ],
  },
  {
    id: 'data-engineering',
    name: 'Data engineering',
    description: 'Building reliable data pipelines and warehouse models that others can depend on.',
    kind: 'technical',
    aliases: [
      'data engineering',
      'etl',
      'elt',
      'data pipeline',
      'data pipelines',
      'airflow',
      'apache spark',
      'dbt',
      'data warehouse',
      'data warehousing',
      'snowflake',
      'databricks',
    ],
    strict_aliases: ['Spark'],
    sub_dimensions: [
      sd(
        'Pipeline design',
        'Builds reliable batch or streaming pipelines with idempotent steps, backfills and clear ownership.',
      ),
      sd(
        'Data modelling',
        'Models warehouse data for its consumers (dimensional or wide tables) and manages schema evolution.',
      ),
      sd('Data quality', 'Adds tests, monitoring and lineage so bad data is caught before it reaches decisions.'),
    ],
    topics: [
      q(
        'Describe a data pipeline you built. How did you make it reliable and re-runnable?',
        'How did you handle late or duplicate data?',
        'How did you backfill?',
      ),
      q(
        'How do you model data in a warehouse so analysts can use it safely?',
        'How do you handle schema changes upstream?',
      ),
      q('Tell me about bad data that reached a dashboard or report. How was it caught?', 'What checks did you add?'),
    ],
  },
  {
    id: 'machine-learning',
    name: 'Machine learning',
    description: 'Framing, building, evaluating and operating machine-learning models, including language models.',
    kind: 'technical',
    aliases: [
      'machine learning',
      'ml',
      'deep learning',
      'pytorch',
      'tensorflow',
      'scikit-learn',
      'sklearn',
      'llm',
      'llms',
      'large language models',
      'nlp',
      'natural language processing',
      'computer vision',
      'artificial intelligence',
      'ai/ml',
      'mlops',
    ],
    sub_dimensions: [
      sd(
        'Modelling',
        'Chooses models and features suited to the problem and data, starts from a baseline and explains bias and variance.',
      ),
      sd('Evaluation', 'Picks metrics that match the goal, validates properly (leakage, splits) and analyses errors.'),
      sd('Production ML', 'Deploys, monitors and retrains models, handling drift, latency and reproducibility.'),
    ],
    topics: [
      q(
        'Walk me through a model you built, from framing the problem to evaluating it.',
        'What baseline did you compare against?',
        'Which metric mattered, and why?',
      ),
      q(
        'Tell me about a model that did well offline but poorly in production.',
        'How did you notice?',
        'What did you change?',
      ),
      q(
        'How do you decide whether a problem needs machine learning at all?',
        'When have you chosen a simpler approach?',
      ),
    ],
  },
  {
    id: 'mobile',
    name: 'Mobile development',
    description: 'Building and shipping iOS and Android apps, natively or cross-platform.',
    kind: 'technical',
    aliases: [
      'mobile development',
      'mobile apps',
      'mobile app',
      'ios',
      'android',
      'swiftui',
      'react native',
      'flutter',
      'jetpack compose',
      'xcode',
    ],
    strict_aliases: ['Swift'],
    sub_dimensions: [
      sd(
        'Platform knowledge',
        'Understands the app lifecycle, UI frameworks and platform conventions on iOS and/or Android.',
      ),
      sd(
        'Reliability and performance',
        'Handles offline use, background work, battery and memory limits, and crash reporting.',
      ),
      sd(
        'Release process',
        'Manages store releases, staged rollouts, versioning and compatibility with older app versions in the field.',
      ),
    ],
    topics: [
      q(
        'Describe a mobile app you worked on and the most difficult part of building it.',
        'How was state and navigation managed?',
        'What would you change?',
      ),
      q(
        'How do you make an app behave well with a poor or missing network connection?',
        'How do you sync changes made offline?',
      ),
      q(
        'How do you release a change safely when old app versions stay in use for months?',
        'How do you coordinate with backend API changes?',
      ),
    ],
  },
  {
    id: 'linux',
    name: 'Linux and scripting',
    description: 'Working effectively on Linux systems and automating tasks with shell scripts.',
    kind: 'technical',
    aliases: ['linux', 'unix', 'bash', 'shell scripting', 'shell scripts', 'ubuntu', 'command line'],
    sub_dimensions: [
      sd(
        'System knowledge',
        'Understands processes, files and permissions, networking and resource usage, and inspects them with standard tools.',
      ),
      sd(
        'Automation',
        'Writes robust scripts (error handling, quoting, idempotency) and knows when to switch to a real programming language.',
      ),
    ],
    topics: [
      q(
        'A Linux server is running out of memory or disk. Walk me through how you investigate.',
        'Which commands do you reach for first?',
        'How do you stop it happening again?',
      ),
      q('Tell me about a script you wrote that others came to depend on.', 'How did you make it safe to run twice?'),
    ],
  },
  {
    id: 'observability',
    name: 'Observability and reliability',
    description: 'Monitoring, alerting and incident response that keep production systems healthy.',
    kind: 'technical',
    aliases: [
      'observability',
      'monitoring',
      'prometheus',
      'grafana',
      'datadog',
      'opentelemetry',
      'on-call',
      'site reliability',
      'sre',
      'incident response',
      'alerting',
      'slos',
    ],
    sub_dimensions: [
      sd(
        'Instrumentation',
        'Adds useful metrics, structured logs and traces, and knows what to measure (latency, errors, saturation).',
      ),
      sd(
        'Alerting and SLOs',
        'Defines service-level objectives and alerts on symptoms users feel, keeping alerts actionable and low-noise.',
      ),
      sd(
        'Incident response',
        'Responds calmly and methodically, communicates during incidents and runs blameless reviews that lead to fixes.',
      ),
    ],
    topics: [
      q(
        'Tell me about a production incident you were involved in, from the first alert to the follow-up.',
        'How did you find the cause?',
        'What changed afterwards?',
      ),
      q(
        'How do you decide what to monitor and alert on for a new service?',
        'How do you keep alerts from becoming noise?',
      ),
    ],
  },
  {
    id: 'product-management',
    name: 'Product management',
    description: 'Deciding what to build and why: discovery, prioritisation, delivery and measuring outcomes.',
    kind: 'technical',
    aliases: [
      'product management',
      'product manager',
      'product owner',
      'roadmapping',
      'product discovery',
      'product strategy',
      'user research',
      'product requirements',
    ],
    sub_dimensions: [
      sd(
        'Discovery and prioritisation',
        'Grounds decisions in user and business evidence and prioritises transparently with a clear rationale.',
      ),
      sd(
        'Delivery',
        'Writes clear requirements, works closely with engineering and design, and manages scope to ship.',
      ),
      sd('Outcomes', 'Defines success metrics up front, measures results and changes course based on what they show.'),
    ],
    topics: [
      q(
        'Tell me about a product decision you made with incomplete information.',
        'What evidence did you have, and what was missing?',
        'How did it turn out?',
      ),
      q('How do you decide what goes on the roadmap and what does not?', 'How do you say no to a senior stakeholder?'),
      q('Describe a feature that did not achieve its goal. What did you do next?', 'How did you measure it?'),
    ],
  },
  {
    id: 'sales',
    name: 'Sales',
    description: 'Finding, qualifying and closing business while building lasting customer relationships.',
    kind: 'technical',
    aliases: [
      'sales',
      'selling',
      'business development',
      'account executive',
      'account management',
      'prospecting',
      'lead generation',
      'b2b sales',
      'closing deals',
      'quota',
      'salesforce',
      'crm',
      'negotiation',
    ],
    sub_dimensions: [
      sd('Pipeline and prospecting', 'Builds and qualifies pipeline systematically and forecasts accurately.'),
      sd(
        'Discovery and value selling',
        'Runs discovery that uncovers real pain and ties the offer to measurable customer value.',
      ),
      sd(
        'Negotiation and closing',
        'Handles objections and negotiates terms while protecting value and the relationship.',
      ),
    ],
    topics: [
      q(
        'Walk me through a deal you closed, from first contact to signature.',
        'Who were the decision makers, and how did you reach them?',
        'What nearly derailed it?',
      ),
      q('Tell me about a deal you lost. What happened?', 'What would you do differently?'),
      q('How do you prepare for and run a discovery call?', 'How do you qualify a lead out?'),
    ],
  },
  {
    id: 'customer-support',
    name: 'Customer support',
    description: 'Resolving customer problems quickly and well, and turning what customers say into improvements.',
    kind: 'technical',
    aliases: [
      'customer support',
      'customer service',
      'customer success',
      'technical support',
      'help desk',
      'helpdesk',
      'service desk',
      'support tickets',
      'zendesk',
      'customer care',
    ],
    sub_dimensions: [
      sd(
        'Problem resolution',
        'Diagnoses issues methodically, resolves or escalates appropriately and follows up until the customer is unblocked.',
      ),
      sd(
        'Customer communication',
        'Communicates with empathy and clarity, manages expectations and de-escalates frustrated customers.',
      ),
      sd(
        'Process and feedback',
        'Documents solutions, meets service levels and feeds recurring problems back to the product team.',
      ),
    ],
    topics: [
      q(
        'Tell me about a difficult customer conversation and how you handled it.',
        'What did you say to de-escalate?',
        'How did it end?',
      ),
      q(
        'Walk me through how you handle a problem you cannot solve yourself.',
        'How do you keep the customer informed while you wait?',
      ),
      q('Describe a recurring customer problem you helped eliminate.', 'How did you convince others to act on it?'),
    ],
  },
  {
    id: 'accounting',
    name: 'Accounting',
    description: 'Recording, reconciling and reporting financial information accurately under GAAP or IFRS.',
    kind: 'technical',
    aliases: [
      'accounting',
      'accountant',
      'bookkeeping',
      'accounts payable',
      'accounts receivable',
      'gaap',
      'ifrs',
      'financial reporting',
      'financial statements',
      'reconciliation',
      'reconciliations',
      'general ledger',
      'month-end close',
      'cpa',
      'acca',
    ],
    sub_dimensions: [
      sd(
        'Technical accounting',
        'Applies GAAP or IFRS correctly to transactions (revenue recognition, accruals, depreciation) and explains the reasoning.',
      ),
      sd(
        'Close and reconciliation',
        'Runs an accurate, timely month-end close with reconciliations and clear documentation.',
      ),
      sd('Controls and accuracy', 'Maintains internal controls, spots anomalies and supports audits.'),
    ],
    topics: [
      q(
        'Walk me through how you run a month-end close.',
        'Where do errors usually creep in?',
        'How did you shorten it?',
      ),
      q(
        'Tell me about a reconciliation difference you investigated.',
        'How did you find the cause?',
        'What control did you add?',
      ),
      q(
        'How would you account for a multi-year contract paid up front?',
        'How does that show in the financial statements?',
      ),
    ],
  },
];

const BEHAVIOURAL: OntologyEntry[] = [
  {
    id: 'communication',
    name: 'Communication',
    description: 'Explaining ideas clearly, listening well and adapting to the audience, in speech and in writing.',
    kind: 'behavioural',
    aliases: [
      'communication',
      'communicator',
      'communication skills',
      'communicate clearly',
      'written communication',
      'verbal communication',
      'presentation skills',
    ],
    sub_dimensions: [
      sd(
        'Clarity',
        'Gives structured, concise answers, adapts the level of detail to the listener and checks understanding.',
      ),
      sd(
        'Listening',
        'Answers the question actually asked, asks clarifying questions and reflects back what they heard.',
      ),
      sd(
        'Written communication',
        'Describes documents, updates or decisions they wrote that others could act on without a meeting.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time you had to explain something complex to someone without your background.',
        'How did you know they understood?',
        'What would you do differently?',
      ),
      q(
        'Describe a misunderstanding at work that caused a problem. What happened?',
        'How do you communicate now to avoid it?',
      ),
    ],
  },
  {
    id: 'collaboration',
    name: 'Collaboration',
    description: 'Working effectively with others, across disciplines, towards a shared goal.',
    kind: 'behavioural',
    aliases: [
      'collaboration',
      'collaborate',
      'collaborative',
      'teamwork',
      'team player',
      'cross-functional',
      'work closely with',
    ],
    sub_dimensions: [
      sd(
        'Working with others',
        'Shares context, asks for and offers help, and gives credit; describes concrete ways they made a team work better.',
      ),
      sd(
        'Handling disagreement',
        'Disagrees openly and respectfully, looks for the underlying interests and commits once a decision is made.',
      ),
    ],
    topics: [
      q(
        'Tell me about a project where you worked closely with people from other disciplines.',
        'What made the collaboration work, or not?',
      ),
      q(
        'Describe a disagreement with a colleague about how to do something. How was it resolved?',
        'What did you learn about the other point of view?',
      ),
    ],
  },
  {
    id: 'ownership',
    name: 'Ownership',
    description: 'Taking responsibility for outcomes, acting without being asked and following through.',
    kind: 'behavioural',
    aliases: [
      'ownership',
      'take ownership',
      'takes ownership',
      'accountability',
      'accountable',
      'self-starter',
      'self starter',
      'autonomy',
      'autonomous',
      'autonomously',
    ],
    sub_dimensions: [
      sd(
        'Accountability',
        'Takes responsibility for results, including mistakes, without blaming others, and explains what they changed.',
      ),
      sd('Initiative', 'Spots problems or opportunities beyond their remit and acts on them with good judgement.'),
      sd('Follow-through', 'Sees work through to a verified outcome, including the unglamorous parts.'),
    ],
    topics: [
      q(
        'Tell me about something you took ownership of that was not strictly your responsibility.',
        'Why did you step in?',
        'What was the outcome?',
      ),
      q('Describe a mistake of yours that affected others. What did you do?', 'What did you change afterwards?'),
    ],
  },
  {
    id: 'problem-solving',
    name: 'Problem solving',
    description: 'Framing problems well, reasoning from evidence and choosing pragmatic solutions.',
    kind: 'behavioural',
    aliases: [
      'problem solving',
      'problem solver',
      'analytical skills',
      'analytical thinking',
      'critical thinking',
      'troubleshooting',
      'debugging',
    ],
    sub_dimensions: [
      sd('Problem framing', 'Clarifies the real problem, constraints and success criteria before proposing solutions.'),
      sd(
        'Structured reasoning',
        'Breaks the problem down, forms and tests hypotheses and uses evidence to narrow the options.',
      ),
      sd('Judgement', 'Weighs trade-offs, chooses a pragmatic solution and knows when to revisit it.'),
    ],
    topics: [
      q(
        'Tell me about the hardest problem you solved in the last year. How did you approach it?',
        'What did you try first, and why?',
        'How did you know it was solved?',
      ),
      q(
        'Describe a time your first solution turned out to be wrong.',
        'What told you it was wrong?',
        'What did you do next?',
      ),
    ],
  },
  {
    id: 'leadership',
    name: 'Leadership',
    description: 'Setting direction, making decisions and growing a team that delivers.',
    kind: 'behavioural',
    aliases: [
      'leadership',
      'people management',
      'team leadership',
      'technical leadership',
      'lead a team',
      'leading a team',
      'lead teams',
      'leading teams',
      'manage a team',
      'managing a team',
      'line management',
      'team lead',
      'tech lead',
    ],
    sub_dimensions: [
      sd(
        'Direction and prioritisation',
        'Sets a clear direction, explains the why and makes priority calls the team understands and accepts.',
      ),
      sd(
        'Developing people',
        'Gives regular, specific feedback, delegates to stretch people and addresses underperformance promptly and fairly.',
      ),
      sd(
        'Decisions under uncertainty',
        'Makes timely decisions with incomplete information, explains them and revisits them when facts change.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time you had to set direction for a team when the path was unclear.',
        'How did you get buy-in?',
        'What would you do differently?',
      ),
      q(
        'Describe how you handled a team member who was struggling.',
        'What feedback did you give, and how?',
        'What was the outcome?',
      ),
      q('Tell me about a difficult decision you made that not everyone agreed with.', 'How did you communicate it?'),
    ],
  },
  {
    id: 'stakeholder-management',
    name: 'Stakeholder management',
    description: 'Understanding what stakeholders need, aligning them and managing expectations.',
    kind: 'behavioural',
    aliases: [
      'stakeholder management',
      'stakeholder',
      'stakeholders',
      'managing expectations',
      'executive communication',
    ],
    sub_dimensions: [
      sd(
        'Alignment',
        'Identifies the stakeholders and their interests early and builds agreement on goals and trade-offs.',
      ),
      sd(
        'Expectation management',
        'Communicates progress, risks and bad news early and honestly, and renegotiates scope or dates when needed.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time stakeholders wanted conflicting things. How did you handle it?',
        'How was the final decision made?',
      ),
      q(
        'Describe delivering bad news to a stakeholder, such as a delay or a cut in scope.',
        'How did they react, and what did you do?',
      ),
    ],
  },
  {
    id: 'adaptability',
    name: 'Adaptability and learning',
    description: 'Learning quickly, coping with change and growing from feedback.',
    kind: 'behavioural',
    aliases: [
      'adaptability',
      'adaptable',
      'eager to learn',
      'willingness to learn',
      'willing to learn',
      'learn quickly',
      'fast learner',
      'quick learner',
      'growth mindset',
      'curiosity',
      'learning agility',
      'changing priorities',
      'fast-paced',
    ],
    sub_dimensions: [
      sd(
        'Learning approach',
        'Describes a deliberate way of learning something new quickly (sources, practice, feedback) with a concrete example.',
      ),
      sd('Handling change', 'Stays effective when priorities or plans change and helps others adjust.'),
      sd('Using feedback', 'Seeks feedback, takes it without defensiveness and shows what they changed because of it.'),
    ],
    topics: [
      q(
        'Tell me about something you had to learn quickly for a project or course. How did you go about it?',
        'What would you do differently next time?',
      ),
      q('Describe a piece of feedback that changed how you work.', 'How did you act on it?'),
    ],
  },
  {
    id: 'mentoring',
    name: 'Mentoring',
    description: 'Helping others grow through coaching, feedback and sharing knowledge.',
    kind: 'behavioural',
    aliases: ['mentoring', 'mentor', 'mentorship', 'coaching', 'knowledge sharing'],
    sub_dimensions: [
      sd(
        'Coaching approach',
        'Adapts support to the person, asks questions rather than handing over answers, and sets clear growth goals.',
      ),
      sd(
        'Impact on others',
        'Can point to people who grew measurably with their help and to knowledge they made available to the team.',
      ),
    ],
    topics: [
      q(
        'Tell me about someone you mentored. How did you help them grow?',
        'How did you adapt your approach to them?',
        'How did you know it worked?',
      ),
      q(
        'How do you share knowledge across a team so it does not depend on one person?',
        'What has worked, and what has not?',
      ),
    ],
  },
];

/** All entries, technical first. Never mutate: the planner copies what it uses. */
export const ONTOLOGY: readonly OntologyEntry[] = [...TECHNICAL, ...BEHAVIOURAL];

export const ONTOLOGY_BY_ID: ReadonlyMap<string, OntologyEntry> = new Map(ONTOLOGY.map((e) => [e.id, e]));
