import { q, sd, type OntologyEntry } from './entry.js';

/** Engineering practice: testing, system design, distributed systems, security, API design. */
export const ENGINEERING_PRACTICE: readonly OntologyEntry[] = [
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
        'Writes readable, deterministic tests with meaningful assertions and fixtures and mocks only at real boundaries.',
      ),
      sd(
        'Defect feedback loop',
        'Uses CI, code review and production defects to decide what to test next instead of chasing coverage numbers.',
      ),
    ],
    topics: [
      q(
        'How do you decide at which level to test a new feature?',
        'What do you deliberately not test?',
        'Where do mocks help and where do they hurt?',
      ),
      q(
        'Tell me about a bug that slipped past your tests.',
        'Why did the tests miss it?',
        'Which test did you add afterwards?',
      ),
      q(
        'How do you keep a test suite fast and reliable as it grows?',
        'How do you deal with flaky tests?',
        'How do you decide which slow tests to cut?',
      ),
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
        'Clarifies requirements and constraints first, states assumptions and compares alternatives on consistency, latency, cost and complexity.',
      ),
      sd(
        'Component decomposition',
        'Splits a system into components with clear responsibilities, data flows and storage choices suited to the load.',
      ),
      sd(
        'Bottlenecks and failure modes',
        'Finds bottlenecks and failure modes and addresses them with caching, partitioning, redundancy and graceful degradation.',
      ),
    ],
    topics: [
      q(
        'Walk me through the main trade-offs in the architecture of a system you designed or substantially changed.',
        'What breaks first at ten times the load?',
        'What did you decide not to build?',
      ),
      q(
        'How would you design a service that lets people upload files and share them with others?',
        'How does the design change if files are very large?',
        'Where would you keep metadata versus content?',
      ),
      q(
        'Tell me about a design decision that turned out to be wrong.',
        'What signal told you the design was wrong?',
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
        'Explains consistency models, idempotency and ordering and chooses patterns such as the outbox or sagas deliberately.',
      ),
      sd(
        'Partial failure handling',
        'Designs for partial failure with timeouts, retries with backoff, circuit breakers and dead-letter queues.',
      ),
      sd(
        'Messaging and tracing',
        'Uses queues and logs such as Kafka or RabbitMQ where they fit and traces requests across services.',
      ),
    ],
    topics: [
      q(
        'Describe what happened in a distributed system you built when one of its services failed.',
        'How did the services communicate?',
        'How did you make operations idempotent?',
        'How did you trace a request across services?',
      ),
      q(
        'How do you keep data consistent across services without a distributed transaction?',
        'When would you use the outbox pattern or a saga?',
        'How do you handle a message delivered twice?',
      ),
      q(
        'Tell me about an incident caused by a distributed-systems problem such as a retry storm or duplicated messages.',
        'What did you change to prevent it?',
        'Which timeout or backoff setting did you adjust?',
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
        'Threat-models features, applies least privilege and defence in depth and places authentication and authorisation checks where they cannot be bypassed.',
      ),
      sd(
        'OWASP vulnerability prevention',
        'Recognises and prevents OWASP Top 10 issues such as injection, XSS, SSRF and broken access control with concrete techniques.',
      ),
      sd(
        'Secrets and data protection',
        'Manages secrets, encrypts data in transit and at rest and patches vulnerable dependencies.',
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
        'How was the vulnerability discovered?',
        'What changed in the review process afterwards?',
      ),
      q(
        'How do you manage secrets and credentials across environments?',
        'How do you respond to a leaked key?',
        'How often do you rotate credentials?',
      ),
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
        'Designs consistent resources, naming, status codes, errors and pagination and documents the contract with OpenAPI or schemas.',
      ),
      sd(
        'API versioning and deprecation',
        'Versions and evolves APIs without breaking clients and deprecates endpoints on an announced schedule.',
      ),
      sd(
        'Idempotency and rate limiting',
        'Builds in idempotency, rate limiting, authentication and input validation at the boundary.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you chose the resources and error format of an API you designed.',
        'How did you paginate large collections?',
        'How did clients learn to use it?',
      ),
      q(
        'How do you change an API that already has clients without breaking them?',
        'When is a new version justified?',
        'How do you tell clients an endpoint is deprecated?',
      ),
      q(
        'How do you make a create endpoint safe to retry?',
        'Where do idempotency keys live and for how long?',
        'What does the second request return?',
      ),
    ],
  },
];
