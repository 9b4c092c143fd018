import { createContext } from "react";

/** Whether the pane a component is in is the shown one (the content viewport keeps left tabs mounted, hidden). */
export const PaneActiveContext = createContext(true);
