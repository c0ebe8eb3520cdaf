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
        'Uses unions, generics, narrowing and mapped or conditional types where they help and names the bugs each one prevents.',
      ),
      sd(
        'Modelling and boundaries',
        'Designs types that make invalid states unrepresentable, parses external data as unknown at the boundary and keeps public interfaces stable.',
      ),
      sd(
        'Compiler settings and migration',
        'Sets strict compiler options and module resolution deliberately and tightens or migrates a codebase one module at a time.',
      ),
    ],
    topics: [
      q(
        'Tell me about a real bug that the TypeScript type system caught or failed to catch in your code.',
        'How would you type that code now so the bug cannot happen?',
        'Where do you draw the line between precise types and readable code?',
      ),
      q(
        'How do you keep types honest for data that enters a TypeScript service from an API payload or a database row?',
        'What do you use instead of `any` at that boundary?',
        'How do you keep runtime validation in sync with the static types?',
      ),
      q(
        'Walk me through how you planned the move of a TypeScript codebase to strict mode.',
        'In which order did you turn on the compiler flags?',
        'How did the team keep shipping features during the migration?',
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
        'Explains closures, scope, `this`, prototypes and equality precisely and predicts what tricky code prints before running it.',
      ),
      sd(
        'Asynchronous programming',
        'Explains how the event loop orders promises and timers, traces errors through async/await and limits or cancels concurrent work.',
      ),
      sd(
        'Maintainable JavaScript',
        'Splits code into modules, runs linting and tests and names the pitfalls they avoid such as shared mutation, implicit coercion and leaks.',
      ),
    ],
    topics: [
      q(
        'Tell me about a bug or design choice in your code where the order of promises and timers in the event loop mattered.',
        'How do you run many async operations without overwhelming a downstream service?',
        'How do errors propagate through a chain of async calls?',
      ),
      q(
        'Tell me about a JavaScript bug that took a long time to find.',
        'What was the root cause in the language or the runtime?',
        'Which lint rule or test would have caught it earlier?',
      ),
      q(
        'How do you keep a growing JavaScript codebase maintainable as more people contribute to it?',
        'Which conventions or tools such as ESLint or module boundaries made the biggest difference?',
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
        'Uses the standard library, comprehensions, generators, context managers and type hints naturally and explains the data model where it matters.',
      ),
      sd(
        'Packaging and environments',
        'Pins dependencies, isolates virtual environments and lays out packages so a project builds, tests and deploys the same way everywhere.',
      ),
      sd(
        'Python concurrency and profiling',
        'Profiles before optimising and chooses threads, processes or asyncio by explaining how the GIL affects the workload.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you structured a Python service or tool you built.',
        'Which libraries did you rely on most?',
        'What would you change about its package structure now?',
        'How did you test it with pytest or another framework?',
      ),
      q(
        'How do you find out why a Python job has become too slow?',
        'What did the profiler show the last time you did this?',
        'When would you choose multiprocessing over asyncio?',
      ),
      q(
        'How do you manage dependencies and environments so a Python project builds the same way everywhere?',
        'How do you handle a security fix in a transitive dependency?',
        'Which tool do you use to lock package versions?',
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
        'Uses generics, collections and concurrency primitives correctly and explains garbage collection and JVM tuning choices with measurements.',
      ),
      sd(
        'Spring and build tooling',
        'Configures Spring dependency injection, transactions and configuration deliberately and manages builds and dependencies with Maven or Gradle.',
      ),
      sd(
        'Object-oriented design',
        'Keeps modules cohesive and testable, applies object-oriented or functional patterns where they simplify code and removes abstractions that add nothing.',
      ),
    ],
    topics: [
      q(
        'Describe the architecture of a Java service you built or maintained.',
        'Which design decision in that service mattered most?',
        'How were transactions and errors handled?',
        'What would you simplify?',
      ),
      q(
        'Tell me about a performance or memory problem on the JVM that you diagnosed.',
        'Which profilers or GC logs did you use?',
        'How did you verify the fix under load?',
      ),
      q(
        'How do you write concurrent code in Java safely?',
        'When would you use an executor, a CompletableFuture or virtual threads?',
        'How do you test code for race conditions?',
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
        'Writes small interfaces, returns errors as values wrapped with context, keeps package boundaries clear and explains why Go favours explicit code.',
      ),
      sd(
        'Goroutines and channels',
        'Uses goroutines, channels, contexts and sync primitives without leaks or races and finds them with the race detector.',
      ),
      sd(
        'Production Go services',
        'Adds timeouts, graceful shutdown, tests and pprof profiling to Go services before they reach production.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you organised a Go service you built or maintained into packages.',
        'How did you wrap errors with context?',
        'What would you restructure now?',
      ),
      q(
        'Tell me about a concurrency bug such as a data race or a goroutine leak that you fixed in Go.',
        'How did you find it, for example with the race detector?',
        'How do you use context for cancellation?',
      ),
      q(
        'What makes a Go service ready for production in your view?',
        'How do you test code that depends on external services?',
        'How do you implement graceful shutdown?',
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
        'Explains ownership, borrowing and lifetimes precisely and reshapes data structures so they work with the borrow checker.',
      ),
      sd(
        'Error handling and unsafe code',
        'Uses Result, Option and `?` idiomatically, confines unsafe blocks and justifies each one.',
      ),
      sd(
        'Rust concurrency and performance',
        'Uses traits, async and Send/Sync correctly and backs performance claims with benchmarks.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time the borrow checker pushed back on a design of yours.',
        'How did you restructure the data to satisfy the borrow checker?',
        'When do you reach for Rc, Arc or RefCell?',
      ),
      q(
        'Describe why Rust was chosen for a system you built or maintained.',
        'Which trade-offs such as compile times did the team accept?',
      ),
      q(
        'How do you approach error handling across a Rust codebase?',
        'When is it acceptable to panic?',
        'How do you define error types for a library versus an application?',
      ),
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
        'C# language features',
        'Uses LINQ, generics, async/await, records and nullable reference types and states what each one costs at runtime.',
      ),
      sd(
        'ASP.NET Core and Entity Framework',
        'Configures ASP.NET Core hosting and dependency injection and spots Entity Framework pitfalls such as change-tracking overhead and N+1 queries.',
      ),
      sd(
        'Layered design and tests',
        'Structures solutions into testable layers and writes unit and integration tests that catch real regressions.',
      ),
    ],
    topics: [
      q(
        'Describe the structure of a .NET application you built or maintained.',
        'How was dependency injection used?',
        'Which libraries did the application rely on most?',
      ),
      q(
        'Tell me about an async/await problem you hit in C# such as a deadlock or thread starvation.',
        'Which tool or memory dump showed you the blocked threads?',
        'What did you change in the async code path?',
      ),
      q(
        'How have you dealt with data-access performance in Entity Framework or another ORM?',
        'When do you bypass the ORM with raw SQL?',
        'How do you spot N+1 queries?',
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
        'Uses RAII, smart pointers and value semantics and explains object lifetimes and how they avoid leaks and undefined behaviour.',
      ),
      sd(
        'Modern C++',
        'Applies move semantics, templates and the standard library and weighs their compile-time and readability costs.',
      ),
      sd(
        'Cache-aware performance',
        'Reasons about cache behaviour, allocation and copying and profiles before changing code.',
      ),
    ],
    topics: [
      q(
        'Tell me about a memory-safety or undefined-behaviour bug you tracked down in C++.',
        'Which tools helped, such as sanitisers or valgrind?',
        'How did you prevent similar bugs?',
      ),
      q(
        'How do you decide whether a C++ API should take its arguments by value or by reference?',
        'When is shared_ptr the wrong choice?',
        'When would you pass a unique_ptr?',
      ),
      q(
        'Describe a piece of C++ code you made measurably faster.',
        'How did you measure the improvement with a profiler or benchmark?',
        'What part did allocation or cache behaviour play?',
      ),
    ],
  },
];
