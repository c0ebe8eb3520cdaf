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
];
