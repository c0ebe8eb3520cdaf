import { q, sd, type OntologyEntry } from './entry.js';

/** Programming languages. */
export const LANGUAGES: readonly OntologyEntry[] = [
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
];
