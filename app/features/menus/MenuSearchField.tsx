import { CloseCircleFilled, SearchOutlined } from "@ant-design/icons";
import { memo, useCallback, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { NO_OPTIONS, type MenuSearchData } from "./menu-search-data";
import { MenuSearchPopup, optionId, stepActive } from "./MenuSearchPopup";
import { SEARCH_CLASS } from "./search-box-style";
import { SEARCH_SHORTCUT_KEYS } from "./search-shortcut";

/** The search's words in the active locale. */
export interface MenuSearchTexts {
  label: string;
  placeholder: string;
  clear: string;
  noData: string;
}

export interface MenuSearchFieldProps {
  inputRef: RefObject<HTMLInputElement>;
  inputId: string;
  /** The class scoping the search's styles to the theme (useSearchBoxStyle). */
  scope: string;
  texts: MenuSearchTexts;
  /** The limit tip for a result: its key, how many are shown, how many matched. */
  tipText(key: string, shown: number, total: number): string;
  /** The search over the menus, null until the box is first used. */
  data: MenuSearchData | null;
  boxStyle: CSSProperties;
  /** The box was focused or typed in: the search is wanted. */
  onUse(): void;
  /** The focus left the box; `empty`: with nothing typed. */
  onLeave(empty: boolean): void;
  /** Escape in an empty box with no list; true when it was taken (the compact box closes). */
  onEscapeEmpty(): boolean;
  /** A result was picked. */
  onPick(menuId: string): void;
}

/** The active option (-1: none) and whether the keyboard moved there (the list then scrolls to it). */
interface ActiveOption {
  index: number;
  byKey: boolean;
}

const NO_ACTIVE: ActiveOption = { index: -1, byKey: false };
const VISUALLY_HIDDEN: CSSProperties = { position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 };
const SEARCH_ICON = <SearchOutlined aria-hidden />;
const CLEAR_ICON = <CloseCircleFilled aria-hidden />;

/**
 * The header's menu search box: a WAI-ARIA 1.2 combobox (an input with list autocompletion and
 * a listbox popup whose active option aria-activedescendant names). It holds what is typed, so
 * that a keystroke draws this box and its options only, once: not the header, not the search's
 * owner (translations, the menu trees, the compact state).
 *
 * Typing, a click or an arrow key shows the list; Arrow Down/Up move through the results,
 * wrapping (Alt+Arrow Down/Up show or hide the list); Enter or a click opens the active one;
 * the pointer marks the option under it; Escape closes the list and empties the box, and
 * (onEscapeEmpty) closes the compact box. The list closes when the box loses the focus.
 */
export const MenuSearchField = memo(function MenuSearchField({ inputRef, inputId, scope, texts, tipText, data, boxStyle, onUse, onLeave, onEscapeEmpty, onPick }: MenuSearchFieldProps) {
  const [keyword, setKeyword] = useState("");
  const [active, setActive] = useState<ActiveOption>(NO_ACTIVE);
  // The list is wanted (typing, a click, an arrow key) until Escape, a pick or leaving the box.
  const [listWanted, setListWanted] = useState(false);
  const box = useRef<HTMLSpanElement | null>(null);

  const result = useMemo(() => (data ? data.searcher.search(keyword) : null), [data, keyword]);
  const options = useMemo(() => (data && result ? data.options(result) : NO_OPTIONS), [data, result]);
  const tipKey = result?.limited ? (result.tip ?? "filterResultLimitTips") : null;
  const shown = result?.items.length ?? 0;
  const total = result?.total ?? 0;
  // Translated once per result size, not per keystroke.
  const tip = useMemo(() => (tipKey === null ? null : tipText(tipKey, shown, total)), [tipText, tipKey, shown, total]);
  const noData = result?.noData ?? false;
  const listOpen = listWanted && (options.length > 0 || noData);
  const activeIndex = listOpen && active.index < options.length ? active.index : -1;
  const listId = `${inputId}-list`;

  const search = (text: string) => {
    setKeyword(text);
    setActive(NO_ACTIVE);
    setListWanted(text !== "");
    if (!data && text !== "") onUse();
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    search("");
    onPick(option.id);
  };
  const onActivate = useCallback((index: number) => setActive({ index, byKey: false }), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys of an input method composing text (Enter confirms it) are the method's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) setListWanted(event.key === "ArrowDown");
        else if (!listOpen) setListWanted(true);
        else setActive({ index: stepActive(activeIndex, event.key === "ArrowDown" ? 1 : -1, options.length), byKey: true });
        return;
      case "Enter":
        if (activeIndex < 0) return;
        event.preventDefault();
        pick(activeIndex);
        return;
      case "Escape":
        // One press closes the list and empties the box (a folded box closes too): the next search starts afresh.
        if (listOpen || keyword !== "") {
          search("");
          onEscapeEmpty();
        } else if (!onEscapeEmpty()) return;
        event.preventDefault();
        return;
      default:
    }
  };
  // A press on the box's icon or padding puts the caret in the field, as antd's inputs do.
  const onBoxMouseDown = (event: MouseEvent) => {
    if (event.target === inputRef.current) return;
    event.preventDefault();
    inputRef.current?.focus();
  };
  const clear = () => {
    search("");
    inputRef.current?.focus();
  };

  return (
    <>
      <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
        {texts.label}
      </label>
      <span ref={box} className={`${scope} ${SEARCH_CLASS.box}`} style={boxStyle} onMouseDown={onBoxMouseDown}>
        {SEARCH_ICON}
        <input
          ref={inputRef}
          id={inputId}
          className={SEARCH_CLASS.input}
          type="text"
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          aria-keyshortcuts={SEARCH_SHORTCUT_KEYS}
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.placeholder}
          value={keyword}
          onChange={(event: ChangeEvent<HTMLInputElement>) => search(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => setListWanted(true)}
          onFocus={onUse}
          onBlur={() => {
            setListWanted(false);
            onLeave(keyword === "");
          }}
        />
        {keyword !== "" && (
          <button type="button" tabIndex={-1} className={SEARCH_CLASS.clear} aria-label={texts.clear} title={texts.clear} onClick={clear}>
            {CLEAR_ICON}
          </button>
        )}
      </span>
      {listOpen && (
        <MenuSearchPopup
          anchor={box}
          scope={scope}
          listId={listId}
          label={texts.label}
          options={options}
          active={activeIndex}
          revealActive={active.byKey}
          tip={tip}
          noData={noData ? texts.noData : null}
          onPick={pick}
          onActivate={onActivate}
        />
      )}
    </>
  );
});
