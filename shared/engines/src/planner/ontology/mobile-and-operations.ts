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
        'iOS and Android platform',
        'Explains the app lifecycle, UI frameworks and platform conventions on iOS or Android.',
      ),
      sd(
        'Offline and background behaviour',
        'Handles offline use, background work, battery and memory limits and reads crash reports.',
      ),
      sd(
        'App store releases',
        'Manages store releases, staged rollouts, versioning and compatibility with older app versions in the field.',
      ),
    ],
    topics: [
      q(
        'Describe the hardest part of building a mobile app you shipped.',
        'How were state and navigation managed?',
        'What would you change?',
      ),
      q(
        'How do you make an app behave well with a poor or missing network connection?',
        'How do you sync changes made offline?',
        'How do you resolve conflicting edits?',
      ),
      q(
        'How do you release a change safely when old app versions stay in use for months?',
        'How do you coordinate with backend API changes?',
        'When would you force an update?',
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
        'Processes and resources',
        'Inspects processes, files, permissions, networking and resource usage with standard tools such as ps, lsof, df and ss.',
      ),
      sd(
        'Shell scripting',
        'Writes scripts with error handling, quoting and idempotency and switches to a real programming language when a script outgrows the shell.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you investigate a Linux server that is running out of memory or disk.',
        'Which commands do you reach for first?',
        'How do you stop it happening again?',
      ),
      q(
        'Tell me about a shell script you wrote that other people came to rely on every day.',
        'How did you make it safe to run twice?',
        'How did it handle errors and bad input?',
      ),
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
      sd('Instrumentation', 'Adds metrics, structured logs and traces and measures latency, errors and saturation.'),
      sd(
        'Alerting and SLOs',
        'Defines service-level objectives and alerts on symptoms users feel, keeping each alert actionable and low-noise.',
      ),
      sd(
        'Incident response',
        'Works an incident step by step, posts status updates and runs blameless reviews that lead to fixes.',
      ),
    ],
    topics: [
      q(
        'Tell me about a production incident you were involved in from the first alert to the follow-up.',
        'How did you find the cause?',
        'What changed in monitoring afterwards?',
      ),
      q(
        'How do you decide what to monitor and alert on for a new service?',
        'How do you keep alerts from becoming noise?',
        'Which SLO would you set first?',
      ),
    ],
  },
];
