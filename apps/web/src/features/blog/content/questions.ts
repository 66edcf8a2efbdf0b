/**
 * The blog's four fixed questions and our answers (product.md §2, /blog). Text between backticks is
 * rendered as inline code.
 */
export type AnswerBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: { lead: string; text: string }[] };

export type BlogQuestion = {
  slug: string;
  topic: string;
  question: string;
  answer: AnswerBlock[];
};

export const blogQuestions: BlogQuestion[] = [
  {
    slug: 'react-performance',
    topic: 'React',
    question: 'How can you improve the performance of a React application?',
    answer: [
      {
        kind: 'paragraph',
        text: 'Measure before you change anything. The React DevTools Profiler shows which components re-render and how long each render takes, and Lighthouse or the browser’s Performance panel shows what the user actually waits for. Then fix the biggest cost first:',
      },
      {
        kind: 'list',
        items: [
          {
            lead: 'Avoid needless re-renders.',
            text: 'Keep state close to the components that use it and split large contexts. Wrap expensive children in `memo` and keep their props stable with `useMemo` and `useCallback`, or let the React Compiler do it for you.',
          },
          {
            lead: 'Ship less JavaScript.',
            text: 'Split code by route with `lazy()` and dynamic `import()`, and look for heavy dependencies you barely use.',
          },
          { lead: 'Render less.', text: 'Virtualise long lists so only the visible rows exist in the DOM.' },
          {
            lead: 'Keep input responsive.',
            text: 'Mark non-urgent updates with `useTransition` or `useDeferredValue` so typing and clicking stay instant.',
          },
          {
            lead: 'Fetch smarter.',
            text: 'Cache server data with a library such as TanStack Query and start independent requests in parallel instead of in a waterfall.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Always judge the production build, since the development build is deliberately slower, and measure again to confirm each change really helped.',
      },
    ],
  },
  {
    slug: 'react-state',
    topic: 'React',
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      {
        kind: 'paragraph',
        text: 'There is no single best place for state. The right tool depends on who needs the data and where it comes from:',
      },
      {
        kind: 'list',
        items: [
          {
            lead: 'Local state.',
            text: '`useState` for simple values, `useReducer` when several values change together by clear rules. This should be the default.',
          },
          {
            lead: 'Lifted state.',
            text: 'When siblings need the same value, move it to their closest common parent and pass it down as props.',
          },
          {
            lead: 'Context.',
            text: '`createContext` and `useContext` share values that many components read but that change rarely, such as the theme, language or signed-in user.',
          },
          {
            lead: 'Server state.',
            text: 'TanStack Query, SWR or RTK Query fetch, cache and refresh data that really lives on a server, including loading and error states.',
          },
          {
            lead: 'Global stores.',
            text: 'Redux Toolkit, Zustand, Jotai or MobX suit complex client state shared by distant parts of the app.',
          },
          {
            lead: 'The URL.',
            text: 'Route parameters and the query string hold state that should survive a reload or be shared, such as filters and the current page.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Start local and move state further out only when a real need appears; every step outwards makes data flow harder to follow.',
      },
    ],
  },
  {
    slug: 'prototypal-inheritance',
    topic: 'JavaScript',
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: [
      {
        kind: 'paragraph',
        text: 'In JavaScript, objects inherit directly from other objects. Every object has a hidden link, `[[Prototype]]`, to another object or to `null`. When you read a property, the engine looks at the object itself first; if the property is missing, it follows the link to the prototype, then to that object’s prototype, and so on up the prototype chain until it finds the property or reaches `null` and returns `undefined`.',
      },
      {
        kind: 'list',
        items: [
          { lead: '`Object.create(proto)`', text: 'makes a new object whose prototype is `proto`.' },
          {
            lead: 'Constructor functions',
            text: 'called with `new` produce objects whose prototype is the function’s `prototype` property.',
          },
          {
            lead: 'The `class` syntax',
            text: 'does the same more readably: methods live on `Class.prototype`, and `extends` links one prototype to another.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Because methods sit on a shared prototype, thousands of instances use one copy of each method. Assigning a property normally creates it on the object itself, so an instance can shadow an inherited method without affecting the others. Inspect the link with `Object.getPrototypeOf(obj)` and test own properties with `Object.hasOwn(obj, key)`.',
      },
    ],
  },
  {
    slug: 'unit-tests',
    topic: 'Testing',
    question: 'Why should you write unit tests?',
    answer: [
      {
        kind: 'paragraph',
        text: 'A unit test checks one small piece of code, such as a function, a hook or a component, in isolation: known inputs, one expected result. They pay for themselves in several ways:',
      },
      {
        kind: 'list',
        items: [
          {
            lead: 'Bugs surface early.',
            text: 'A failing test points at the exact unit that broke minutes after the change, not weeks later in production where fixes cost far more.',
          },
          {
            lead: 'Refactoring is safe.',
            text: 'A good suite tells you at once whether restructuring the code changed its behaviour.',
          },
          {
            lead: 'They document the code.',
            text: 'Tests show how a unit is meant to be called and what it returns, edge cases included.',
          },
          {
            lead: 'They improve design.',
            text: 'Code that is hard to test is usually too tightly coupled; tests nudge you towards small units with clear inputs and outputs.',
          },
          {
            lead: 'Reviews go faster.',
            text: 'Tests run on every pull request in continuous integration, so reviewers can focus on the design.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Unit tests do not replace integration and end-to-end tests, which prove the pieces work together, but they are the fast, cheap base of the testing pyramid. Test behaviour rather than implementation details, so the tests survive refactoring.',
      },
    ],
  },
];
