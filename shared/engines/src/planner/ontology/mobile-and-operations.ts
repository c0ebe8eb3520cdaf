import { q, sd, type OntologyEntry } from './entry.js';

/** Mobile development, Linux and observability. */
export const MOBILE_AND_OPERATIONS: readonly OntologyEntry[] = [
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
];
