// The page's head from its metadata (SPEC §2 "Page metadata"): the tags of headTags(), which
// client navigation applies too (head-dom.ts), so the server and the client agree.
import type { InitialData } from '../lib/page-view.ts';
import { headTags, type HeadTag } from '../lib/head-tags.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';

function HeadElement({ tag }: { tag: HeadTag }) {
  switch (tag.tag) {
    case 'title':
      return <title>{tag.text}</title>;
    case 'meta':
      return <meta {...tag.attributes} />;
    case 'link': {
      const { hreflang, ...rest } = tag.attributes;
      return <link {...rest} hrefLang={hreflang} />;
    }
    case 'script':
      // Data, not code: the CSP does not apply, and the JSON is escaped so no content can close the element.
      return <script type={tag.attributes.type} dangerouslySetInnerHTML={{ __html: safeJsonForScript(tag.json) }} />;
  }
}

export function PageHead({ data }: { data: InitialData }) {
  return (
    <>
      {headTags(data).map((tag, index) => (
        <HeadElement key={index} tag={tag} />
      ))}
    </>
  );
}
