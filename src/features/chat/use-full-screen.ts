import { useMediaQuery } from '../../hooks/use-media-query.ts';

// SPEC: the chat is full-screen on mobile, below the 768 px breakpoint (the CSS uses the same query).
const QUERY = '(max-width: 767.98px)';

export const useFullScreen = (): boolean => useMediaQuery(QUERY);
