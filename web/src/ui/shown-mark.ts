/**
 * What marks a page's first image — the one it loads at high priority, its LCP element — for
 * Chromium's Element Timing, which then reports when that image is on screen. A server-rendered
 * page starts the app on that report (index.html): the frames after the image's load run
 * before the frame that shows it does. Spread on the `<img>`.
 */
export const SHOWN_MARK: Readonly<Record<string, string>> = { elementtiming: 'first-image' };
