// The links of an item that opens a list: its own link first (SPEC §2: "the parent item gets
// a link labelled with its own name"), then its children's — as list items, for the top bar's
// dropdowns and the mobile menu's expandable external links alike.
import type { MenuItem } from '../../../content/schema/index.ts';
import { Link } from '../Link/index.tsx';
import { childrenOf, menuLink } from './menu.ts';
import { MenuLabel } from './MenuLabel.tsx';

export function ParentAndChildLinks({ item, linkClassName }: { item: MenuItem; linkClassName: string | undefined }) {
  const link = menuLink(item);
  return (
    <>
      {link ? (
        <li>
          <Link className={linkClassName} link={link}>
            <MenuLabel item={item} />
          </Link>
        </li>
      ) : null}
      {childrenOf(item).map((child, index) => {
        const childLink = menuLink(child);
        return childLink ? (
          <li key={child.id ?? index}>
            <Link className={linkClassName} link={childLink}>
              <MenuLabel item={child} />
            </Link>
          </li>
        ) : null;
      })}
    </>
  );
}
