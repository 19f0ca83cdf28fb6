import { LiteBox, LiteButton, LiteGroup, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
import { FileButton, TextInput } from '../../../components/ui/mantine';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { safeHttpUrl } from '../../../lib/safe-url';
import { parameterFieldId } from './parameter-field-id';

export interface QueryImage {
  id: number;
  blob: Blob;
  name: string;
  /** A blob: URL of the person's own image (their file, not service content), revoked when replaced. */
  objectUrl: string;
}

interface VisualQueryProps {
  image: QueryImage | null;
  url: string;
  anchor: string;
  region: { x: number; y: number; width: number; height: number } | null;
  urlError?: string;
  imageError?: string;
  onImage: (blob: Blob, name: string) => void;
  onClearImage: () => void;
  onUrl: (url: string | undefined) => void;
  onAnchor: (anchor: string | undefined) => void;
}

const accepted = ['image/png', 'image/jpeg'];
/** Anchors to two decimals: a click is not more precise than that, and links stay short. */
const round = (value: number) => Math.round(value * 100) / 100;

function parseAnchor(anchor: string): { x: number; y: number } | null {
  const [x, y] = anchor.split(',').map(Number);
  return x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/**
 * The query image of a visual search: dropped, pasted, uploaded (sent as multipart) or given by URL (a GET).
 * A click on the image sets the anchor; the region the service compared (explain) is drawn over it.
 */
export function VisualQuery({
  image,
  url,
  anchor,
  region,
  urlError,
  imageError,
  onImage,
  onClearImage,
  onUrl,
  onAnchor,
}: VisualQueryProps) {
  const [dragging, setDragging] = useState(false);

  const take = (file: File | null | undefined) => {
    if (file && accepted.includes(file.type)) onImage(file, file.name || 'pasted-image.png');
  };

  // Paste anywhere on the page while the visual tab is open.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((candidate) => accepted.includes(candidate.type));
      if (file) {
        event.preventDefault();
        onImage(file, file.name || 'pasted-image.png');
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onImage]);

  const source = image?.objectUrl ?? safeHttpUrl(url);
  const point = parseAnchor(anchor);

  return (
    <LitePaper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label="Query image"
      style={{
        borderStyle: dragging ? 'dashed' : undefined,
        borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files[0]);
      }}
    >
      <LiteGroup align="flex-start" gap="md" wrap="wrap">
        <LiteStack gap={4} align="center">
          {source ? (
            <AnchoredImage source={source} anchor={anchor} point={point} region={region} onAnchor={onAnchor} />
          ) : (
            <LiteStack
              w={192}
              h={192}
              align="center"
              justify="center"
              gap={4}
              style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <IconPhotoUp size={32} aria-hidden />
              <LiteText size="xs" ta="center" px="xs">
                Drop or paste a PNG or JPEG here
              </LiteText>
            </LiteStack>
          )}
          <LiteText size="xs" c="dimmed">
            {point ? `Anchor ${anchor}` : 'No anchor: the whole image is compared'}
            {region ? ` · region ${Math.round(region.width * 100)}% wide` : ''}
          </LiteText>
        </LiteStack>
        <LiteStack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          <LiteGroup gap="xs">
            <FileButton onChange={take} accept={accepted.join(',')}>
              {(props) => (
                <LiteButton {...props} leftSection={<IconPhotoUp size={16} aria-hidden />} variant="default">
                  Upload an image
                </LiteButton>
              )}
            </FileButton>
            {image && (
              <LiteButton
                variant="subtle"
                color="gray"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={onClearImage}
              >
                Remove {image.name}
              </LiteButton>
            )}
            {point && (
              <LiteButton variant="subtle" color="gray" onClick={() => onAnchor(undefined)}>
                Clear anchor
              </LiteButton>
            )}
          </LiteGroup>
          {imageError && (
            <LiteText size="sm" c="red" role="alert">
              {imageError}
            </LiteText>
          )}
          <ImageUrlForm url={url} hasImage={image !== null} error={urlError} onUrl={onUrl} />
          <LiteText size="xs" c="dimmed">
            Click the image to search around a point (filterAnchor); turn on Explain to see the region the service
            compared.
          </LiteText>
        </LiteStack>
      </LiteGroup>
    </LitePaper>
  );
}

type Region = NonNullable<VisualQueryProps['region']>;

interface AnchoredImageProps {
  source: string;
  anchor: string;
  point: { x: number; y: number } | null;
  region: Region | null;
  onAnchor: (anchor: string | undefined) => void;
}

/** The query image: a click (or the arrow keys) sets the anchor; the region the service compared drawn over it. */
function AnchoredImage({ source, anchor, point, region, onAnchor }: AnchoredImageProps) {
  const setAnchorAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    onAnchor(`${round(x)},${round(y)}`);
  };
  // Keyboard: arrows move the anchor by a tenth, Delete clears it.
  const moveAnchor = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-0.1, 0],
      ArrowRight: [0.1, 0],
      ArrowUp: [0, -0.1],
      ArrowDown: [0, 0.1],
    };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onAnchor(undefined);
      return;
    }
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const from = point ?? { x: 0.5, y: 0.5 };
    onAnchor(
      `${round(Math.min(1, Math.max(0, from.x + delta[0])))},${round(Math.min(1, Math.max(0, from.y + delta[1])))}`,
    );
  };

  return (
    <LiteBox
      role="button"
      tabIndex={0}
      aria-label={`Query image: click to set the anchor${point ? ` (now ${anchor})` : ''}; arrow keys move it, Delete clears it`}
      pos="relative"
      w={192}
      h={192}
      style={{ cursor: 'crosshair', outlineOffset: 2 }}
      onClick={setAnchorAt}
      onKeyDown={moveAnchor}
      data-testid="query-image"
    >
      <img
        src={source}
        alt=""
        width={192}
        height={192}
        style={{ objectFit: 'contain', width: 192, height: 192, display: 'block' }}
        draggable={false}
      />
      {region && (
        <LiteBox
          data-testid="anchor-region"
          pos="absolute"
          style={{
            left: `${region.x * 100}%`,
            top: `${region.y * 100}%`,
            width: `${region.width * 100}%`,
            height: `${region.height * 100}%`,
            border: '2px solid var(--mantine-color-orange-filled)',
            background: 'rgba(255, 146, 43, 0.15)',
            pointerEvents: 'none',
          }}
        />
      )}
      {point && (
        <LiteBox
          pos="absolute"
          style={{
            left: `calc(${point.x * 100}% - 7px)`,
            top: `calc(${point.y * 100}% - 7px)`,
            width: 14,
            height: 14,
            borderRadius: '50%',
            border: '2px solid white',
            background: 'var(--mantine-color-orange-filled)',
            boxShadow: '0 0 0 1px black',
            pointerEvents: 'none',
          }}
        />
      )}
    </LiteBox>
  );
}

/** The image given by URL (searched with GET): applied when submitted, and reset when the URL changes elsewhere. */
function ImageUrlForm({
  url,
  hasImage,
  error,
  onUrl,
}: {
  url: string;
  hasImage: boolean;
  error: string | undefined;
  onUrl: (url: string | undefined) => void;
}) {
  const [urlDraft, setUrlDraft] = useState(url);
  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    setShownUrl(url);
    setUrlDraft(url);
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onUrl(urlDraft.trim() || undefined);
      }}
    >
      <LiteGroup align="flex-end" gap="xs">
        <TextInput
          id={parameterFieldId('url')}
          style={{ flex: 1 }}
          label="…or an image URL"
          description={hasImage ? 'The uploaded image is used while there is one.' : 'Searched with GET ?url=…'}
          value={urlDraft}
          error={error}
          onChange={(event) => setUrlDraft(event.currentTarget.value)}
        />
        <LiteButton type="submit" variant="default">
          Use URL
        </LiteButton>
      </LiteGroup>
    </form>
  );
}
