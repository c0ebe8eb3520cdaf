import { q, sd, type OntologyEntry } from './entry.js';

/** Web development: React, front end, Node.js. */
export const WEB: readonly OntologyEntry[] = [
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
        'Builds small, composable components with clear props and state ownership and explains when they lift state or use context.',
      ),
      sd(
        'State and data flow',
        'Keeps server and client state apart with hooks, query caches or stores and removes needless re-renders and effects.',
      ),
      sd(
        'Rendering performance and accessibility',
        'Profiles rendering, memoises where the profiler shows a gain and builds interfaces that work by keyboard and screen reader.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you structured the components and state of a React application you built.',
        'Why did state live where it did?',
        'What would you restructure now?',
      ),
      q(
        'Tell me about a React performance problem you diagnosed.',
        'What did the React profiler show?',
        'When is memoisation not worth it?',
      ),
      q(
        'What mistakes have you seen with effects in React code?',
        'How do you fetch and cache server data instead?',
        'When do you need an effect at all?',
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
        'Semantic HTML and CSS layout',
        'Writes semantic HTML and maintainable CSS and builds responsive layouts with flexbox and grid without fighting the cascade.',
      ),
      sd(
        'Web accessibility',
        'Applies WCAG basics, keyboard navigation, focus management and correct ARIA and tests pages with a screen reader.',
      ),
      sd(
        'Web performance',
        'Measures loading, rendering and bundle size with Core Web Vitals and browser tooling and names the change that improved them.',
      ),
    ],
    topics: [
      q(
        'Tell me about an interface you built that had to work across devices and browsers.',
        'Which layout or browser problem was hardest?',
        'How did you test it across browsers?',
      ),
      q(
        'How do you make sure an interface is accessible to keyboard and screen-reader users?',
        'Which accessibility issue have you fixed?',
        'How do you manage focus in a modal dialog?',
      ),
      q(
        'How do you investigate a page that loads slowly on mobile?',
        'Which metrics do you look at first?',
        'What change made the biggest difference to load time?',
      ),
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
        'Explains the event loop, non-blocking I/O, streams and worker threads and spots CPU work that blocks the process.',
      ),
      sd(
        'HTTP service design',
        'Builds HTTP services with input validation, error handling, configuration and graceful shutdown.',
      ),
      sd(
        'Node.js operations',
        'Handles logging, metrics, memory leaks, dependency updates and deployment of Node.js services.',
      ),
    ],
    topics: [
      q(
        'Walk me through how a request flowed through a Node.js service you built.',
        'How were errors handled along the way?',
        'How did you handle validation and configuration?',
        'How did the service shut down cleanly?',
      ),
      q(
        'Tell me about a time a Node.js process had a performance problem or a memory leak.',
        'How did you find the cause, for example with heap snapshots?',
        'What changed afterwards?',
      ),
      q(
        'How would you process a very large file or data stream in Node.js?',
        'How do you handle backpressure?',
        'When would you move the work to a worker thread?',
      ),
    ],
  },
];
