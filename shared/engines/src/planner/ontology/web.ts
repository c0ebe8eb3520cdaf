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
];
