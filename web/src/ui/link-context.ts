/**
 * How the kit renders a link: a plain `<a>` by default; the router provides a renderer that
 * localizes in-app paths and navigates without a reload. Keeps the kit free of the router.
 */
import {
  createContext,
  createElement,
  type AnchorHTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react';

/** Props of the link component the kit renders (`href` required). */
export type KitLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Renders a link from its props. */
export type RenderLink = (props: KitLinkProps) => ReactElement;

/** A plain `<a>` (outside the router, in tests). */
const renderAnchor: RenderLink = (props) => createElement('a', props);

/** How the kit renders `href`s; the router provides one that localizes and navigates in-app. */
export const KitLinkContext = createContext<RenderLink>(renderAnchor);
