import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";

/** How long typing must pause before the search runs, ms: one search per word typed, not per key. */
export const TYPED_SEARCH_DELAY_MS = 150;

export interface TypedKeyword {
  /** What the box shows. */
  value: string;
  /** What is searched for: the box's text once typing pauses, trimmed. */
  keyword: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Enter, the search icon or the clear button: search at once. */
  onSearch: (value: string) => void;
  onCompositionEnd: (event: { currentTarget: { value: string } }) => void;
}

/**
 * A search box that searches while the user types (ADR 050): the keyword follows the text
 * `TYPED_SEARCH_DELAY_MS` after the last change, at once on Enter or the search icon, and at
 * once when the box is emptied (the tree shows again). Text being composed with an input method
 * (pinyin before it becomes 项目) is not searched until the composition ends.
 */
export function useTypedKeyword(delayMs = TYPED_SEARCH_DELAY_MS): TypedKeyword {
  const [value, setValue] = useState("");
  const [keyword, setKeyword] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  const searchNow = useCallback((text: string) => {
    clearTimeout(timer.current);
    setKeyword(text.trim());
  }, []);
  const searchSoon = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      if (text.trim() === "") setKeyword("");
      else timer.current = setTimeout(() => setKeyword(text.trim()), delayMs);
    },
    [delayMs],
  );

  return {
    value,
    keyword,
    onChange: (event) => {
      const text = event.target.value;
      setValue(text);
      if (text === "") searchNow("");
      else if (!(event.nativeEvent as InputEvent).isComposing) searchSoon(text);
    },
    onSearch: (text) => {
      setValue(text);
      searchNow(text);
    },
    onCompositionEnd: (event) => searchSoon(event.currentTarget.value),
  };
}
