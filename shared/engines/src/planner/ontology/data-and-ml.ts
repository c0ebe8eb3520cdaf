import { q, sd, type OntologyEntry } from './entry.js';

/** Data analysis, data engineering and machine learning. */
export const DATA_AND_ML: readonly OntologyEntry[] = [
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
    evidence_only: ['Excel'],
    sub_dimensions: [
      sd(
        'Analytical rigour',
        'Frames the question, checks data quality, chooses suitable methods and states uncertainty and limitations.',
      ),
      sd('Querying and BI tools', 'Uses SQL, spreadsheets, pandas or BI tools to get from raw data to an answer.'),
      sd(
        'Presenting findings',
        'Presents findings with charts chosen for the point being made and ties them to a decision.',
      ),
    ],
    topics: [
      q(
        'Tell me about an analysis you did that changed a decision.',
        'How did you check the data could be trusted?',
        'What limitations did you state in the recommendation?',
      ),
      q(
        'How would you evaluate whether a product change really improved a metric?',
        'How do you avoid being fooled by noisy data?',
        'What sample size or statistical test would you use?',
      ),
      q(
        'Describe a dashboard or report you built that people used to make decisions.',
        'Who used it?',
        'How did you decide which metrics to leave out?',
      ),
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
        'Re-runnable pipelines',
        'Builds batch or streaming pipelines with idempotent steps, backfills and named owners.',
      ),
      sd(
        'Warehouse modelling',
        'Models warehouse data for its consumers as dimensional or wide tables and manages schema evolution.',
      ),
      sd(
        'Data tests and lineage',
        'Adds tests, monitoring and lineage so bad data is caught before it reaches decisions.',
      ),
    ],
    topics: [
      q(
        'Describe how you made a data pipeline you built reliable and re-runnable.',
        'How did you handle late or duplicate data?',
        'How did you backfill?',
      ),
      q(
        'How do you model data in a warehouse so analysts can use it safely?',
        'How do you handle schema changes upstream?',
        'When do you choose a wide table over a star schema?',
      ),
      q(
        'Tell me about bad data that reached a dashboard or report.',
        'How was the bad data caught?',
        'Which data checks did you add?',
      ),
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
        'Model and feature choice',
        'Chooses models and features suited to the problem and data, starts from a baseline and explains bias and variance.',
      ),
      sd(
        'Offline evaluation',
        'Picks metrics that match the goal, guards against leakage with proper splits and analyses errors.',
      ),
      sd('Production ML', 'Deploys, monitors and retrains models, handling drift, latency and reproducibility.'),
    ],
    topics: [
      q(
        'Walk me through a model you built from framing the problem to evaluating it.',
        'What baseline did you compare against?',
        'Which metric mattered most for that model?',
      ),
      q(
        'Tell me about a model that did well offline but poorly in production.',
        'Which monitoring signal showed the drop?',
        'What did you change in training or features?',
      ),
      q(
        'How do you decide whether a problem needs machine learning at all?',
        'When have you chosen a simpler heuristic or rule?',
        'What data would you check first?',
      ),
    ],
  },
];
