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
        'Writes correct joins, aggregations, window functions and CTEs and explains how NULLs and duplicates change the result.',
      ),
      sd(
        'Relational schema design',
        'Chooses keys and constraints for a normalised schema and explains where and why they denormalised.',
      ),
      sd(
        'Query performance and transactions',
        'Reads query plans to find why a query is slow, adds the index that fixes it, picks isolation levels and locking deliberately and plans migrations that run safely.',
      ),
    ],
    topics: [
      q(
        'Tell me about a slow SQL query you fixed.',
        'What did the query plan show?',
        'What did the new index or rewrite cost elsewhere?',
      ),
      q(
        'Walk me through the constraints and indexes of a schema you designed.',
        'Why did you choose those constraints?',
        'How did you migrate the schema safely when it changed?',
        'Where did you denormalise, if anywhere?',
      ),
      q(
        'Describe a situation where transaction isolation or locking affected correctness or performance.',
        'Which isolation level did you choose?',
        'How did you reproduce the locking problem?',
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
        'Access-pattern modelling',
        'Models data around access patterns with partition keys, document shape and denormalisation and compares the result with a relational design.',
      ),
      sd(
        'Replication and partitioning',
        'Explains replication, partitioning and consistency levels and spots hot-partition risks in a design.',
      ),
      sd(
        'Caching and store operations',
        'Applies caching patterns, TTLs and secondary indexes and describes the failure modes of the stores they ran.',
      ),
    ],
    topics: [
      q(
        'Describe a system where you chose a NoSQL store over a relational database.',
        'Which access patterns drove the data model?',
        'What would have been harder in a relational database?',
      ),
      q(
        'Tell me about a scaling or consistency problem you hit with a NoSQL database.',
        'How did you detect it?',
        'Which partition key or consistency setting did you change?',
      ),
      q(
        'How did you handle cache invalidation the last time you used Redis or another cache?',
        'What happens when the cache is unavailable?',
        'How do you choose the TTLs?',
      ),
    ],
  },
];
