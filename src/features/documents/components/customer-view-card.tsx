import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { LiteButton, LiteStack } from '../../../components/ui/lite';
import { tokenList } from '../../../components/ui/plain';
import { safeHttpUrl } from '../../../lib/safe-url';
import type { DocumentContent } from '../api/schemas';
import { customerViewOf, type CustomerView } from '../model/customer-view';
import classes from './customer-view.module.css';
import { GeneratedContent } from './generated-content';

/** A picture from the content: only an http(s) address, and nothing at all when it cannot be loaded. */
function ContentImage({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeHttpUrl(url);
  if (!src || failed === src) return null;
  return <img className={classes.image} src={src} alt="" onError={() => setFailed(src)} />;
}

/** The card the customer would see: plain elements holding the content's text (never HTML). */
function CustomerViewCard({ view }: { view: CustomerView }) {
  switch (view.kind) {
    case 'banner':
      return (
        <div className={classes.card}>
          <ContentImage url={view.imageUrl} />
          <div className={classes.body}>
            <span className={classes.kind}>Banner</span>
            {view.title && <p className={classes.heading}>{view.title}</p>}
            {view.subtitle && <p className={classes.text}>{view.subtitle}</p>}
            {view.cta && (
              <>
                <span className={classes.cta}>{view.cta.label}</span>
                {view.cta.url && <span className={classes.url}>Goes to {view.cta.url}</span>}
              </>
            )}
          </div>
        </div>
      );
    case 'push':
      return (
        <div className={classes.push}>
          <span className={classes.appMark} aria-hidden />
          <div className={classes.body} style={{ padding: 0 }}>
            <span className={classes.kind}>Push notification</span>
            {view.title && (
              <p className={classes.text} style={{ fontWeight: 700 }}>
                {view.title}
              </p>
            )}
            {view.body && <p className={classes.text}>{view.body}</p>}
          </div>
        </div>
      );
    case 'popup':
      return (
        <div className={tokenList(classes.card, classes.popup)}>
          <div className={classes.body}>
            <span className={classes.kind}>Popup</span>
            {view.headline && <p className={classes.heading}>{view.headline}</p>}
            {view.message && <p className={classes.text}>{view.message}</p>}
            {view.discountPercent !== undefined && (
              <span className={classes.discount}>{view.discountPercent}% off</span>
            )}
          </div>
        </div>
      );
    case 'email':
      return (
        <div className={classes.card}>
          {view.subject && <div className={classes.subject}>Subject: {view.subject}</div>}
          <div className={classes.body}>
            <span className={classes.kind}>Email block</span>
            {view.heading && <p className={classes.heading}>{view.heading}</p>}
            {view.body && <p className={classes.text}>{view.body}</p>}
          </div>
        </div>
      );
  }
}

/**
 * Generated content as the customer would see it, for the document types with a known shape (banner, push
 * message, popup, email block), with its JSON one click away; any other content is shown as JSON at once.
 */
export function RenderedContent({
  schema,
  content,
  label,
  empty,
}: {
  schema: string | null | undefined;
  content: DocumentContent;
  /** The group's accessible name. */
  label: string;
  /** Why the content is empty, when it is (said under the empty JSON). */
  empty?: string;
}) {
  const [showJson, setShowJson] = useState(false);
  const view = customerViewOf(schema, content);
  if (!view) return <GeneratedContent content={content} label={label} empty={empty} />;
  return (
    <LiteStack gap={6} role="group" aria-label={label}>
      <CustomerViewCard view={view} />
      <LiteButton
        size="compact-xs"
        variant="subtle"
        leftSection={<IconCode size={12} aria-hidden />}
        aria-expanded={showJson}
        onClick={() => setShowJson((shown) => !shown)}
        style={{ alignSelf: 'flex-start' }}
      >
        {showJson ? 'Hide JSON' : 'Show JSON'}
      </LiteButton>
      {showJson && <GeneratedContent content={content} label={`${label}, as JSON`} />}
    </LiteStack>
  );
}
