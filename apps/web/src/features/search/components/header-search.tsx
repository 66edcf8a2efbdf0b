import { formatPrice, messages, partSearchMaxLength } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { suggestFrom, useSuggestions } from '@/features/search/api/get-suggestions.ts';

/** Suggestions are asked for once the shopper pauses this long. */
const typingPauseMs = 200;

interface Choice {
  id: string;
  to: string;
}

/**
 * The header's search (decision 084): a combobox (ARIA's pattern) suggesting categories and parts
 * as one types; Up and Down move through them, Enter opens the one chosen or searches the parts
 * list for what is typed, Escape closes the list. On a phone it opens from an icon as a field the
 * width of the screen.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // On a phone the field is shown from its icon; at wider widths it always is.
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  // A new address (a suggestion followed, a search made, a link) closes the list and the phone's field.
  const address = pathname + search;
  const [shownAt, setShownAt] = useState(address);
  if (shownAt !== address) {
    setShownAt(address);
    setListOpen(false);
    setPhoneOpen(false);
    setActive(-1);
  }

  const { data, isFetching } = useSuggestions(asked);
  const typed = text.trim();
  const shown = listOpen && typed.length >= suggestFrom;
  const categories = data?.categories ?? [];
  const found = data?.parts ?? [];
  const choices: Choice[] = [
    ...categories.map((c) => ({ id: c.slug, to: paths.partsInCategory(c.slug) })),
    ...found.map((p) => ({ id: p._id, to: paths.part(p._id) })),
    { id: 'all', to: paths.partsSearched(typed) },
  ];

  const go = (to: string) => {
    setListOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setListOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past the last choice is back to the field (none chosen), and before it the last.
      setActive((i) => {
        const next = i + step;
        return next >= choices.length ? -1 : next < -1 ? choices.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = shown && active >= 0 ? choices[active] : undefined;
      if (choice) go(choice.to);
      else if (typed) go(paths.partsSearched(typed));
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else if (phoneOpen) {
        setPhoneOpen(false);
      }
    }
  };

  const partsStart = categories.length;
  const allAt = choices.length - 1;

  return (
    <div className="md:relative md:w-72 md:shrink-0 lg:w-48 xl:w-72">
      <button
        type="button"
        className="btn btn-ghost btn-square md:hidden"
        aria-label={phoneOpen ? messages.search.close : messages.search.open}
        aria-expanded={phoneOpen}
        onClick={() => {
          setPhoneOpen((open) => !open);
          if (!phoneOpen) setTimeout(() => input.current?.focus(), 0);
        }}
      >
        {phoneOpen ? <CloseIcon /> : <MagnifierIcon className="h-5 w-5" />}
      </button>
      <div
        className={`${phoneOpen ? 'absolute inset-x-0 top-16 border-b border-base-300 bg-base-100 p-3 shadow-md' : 'hidden'} md:static md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        role="search"
      >
        <label className="input input-sm w-full md:input-md">
          <MagnifierIcon />
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={messages.search.label}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={partSearchMaxLength}
            placeholder={messages.search.placeholder}
            className="grow"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onFocus={() => setListOpen(true)}
            onBlur={() => setListOpen(false)}
            onKeyDown={onKeyDown}
          />
        </label>
        {shown && (
          <div className="absolute inset-x-3 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg md:inset-x-auto md:left-0 md:w-[30rem]">
            <ul id={listId} role="listbox" aria-label={messages.search.label}>
              {categories.length > 0 && <GroupLabel>{messages.search.categories}</GroupLabel>}
              {categories.map((category, i) => (
                <Option key={category.slug} id={optionId(i)} active={active === i} onChoose={() => go(choices[i]!.to)}>
                  <span className="font-medium">{category.label}</span>
                </Option>
              ))}
              {found.length > 0 && <GroupLabel>{messages.search.parts}</GroupLabel>}
              {found.map((part, j) => {
                const i = partsStart + j;
                return (
                  <Option key={part._id} id={optionId(i)} active={active === i} onChoose={() => go(choices[i]!.to)}>
                    <img src={part.image} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded object-contain" loading="lazy" />
                    <span className="min-w-0 grow truncate">{part.name}</span>
                    <span className="shrink-0 font-semibold">{formatPrice(part.price)}</span>
                  </Option>
                );
              })}
              {data && !isFetching && categories.length === 0 && found.length === 0 && (
                <li role="presentation" className="px-3 py-2 text-sm text-base-content/70">
                  {messages.search.nothingYet(typed)}
                </li>
              )}
              <Option id={optionId(allAt)} active={active === allAt} onChoose={() => go(choices[allAt]!.to)}>
                <MagnifierIcon />
                <span className="truncate">{messages.search.seeAll(typed)}</span>
              </Option>
            </ul>
            {isFetching && (
              <p className="sr-only" role="status">
                {messages.search.loading}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function GroupLabel({ children }: { children: string }) {
  return (
    <li role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
      {children}
    </li>
  );
}

function Option({ id, active, onChoose, children }: { id: string; active: boolean; onChoose: () => void; children: ReactNode }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`flex cursor-pointer items-center gap-3 rounded-field px-3 py-2 ${active ? 'bg-primary/10 text-primary' : 'hover:bg-base-200'}`}
      // Chosen before the field's blur closes the list.
      onMouseDown={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      {children}
    </li>
  );
}

function MagnifierIcon({ className = 'h-4 w-4 opacity-60' }: { className?: string }) {
  return (
    <svg className={`shrink-0 ${className}`} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}
