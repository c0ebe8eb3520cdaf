import { q, sd, type OntologyEntry } from './entry.js';

/** Databases: SQL and NoSQL. */
export const DATABASES: readonly OntologyEntry[] = [
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
];
