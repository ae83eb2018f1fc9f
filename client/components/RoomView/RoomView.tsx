import '@google/model-viewer';
import type { ModelViewerElement } from '@google/model-viewer';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAugmentedReality } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import type { Product } from '../../../src/catalogue.ts';
import { normaliseSize } from '../../../src/size-chart.ts';
import { SizeSelector } from '../SizeSelector/SizeSelector.tsx';
import { ViewingDialog } from '../ViewingDialog/ViewingDialog.tsx';
import { sizeInWords, viewedSizes } from '../WallView/wall-scale.ts';
import { useLocale } from '../../locale.tsx';
import classes from './RoomView.module.css';
import { ROOM_VIEW } from './room-view-query.ts';
import { Trans, useLingui } from '@lingui/react/macro';

interface RoomViewProps {
  product: Product;
  /** The size chosen on the page (else the default one): the view starts with it and changes it. */
  variantId: string | null;
  onSelectVariant: (variantId: string) => void;
  onClose: () => void;
}

/** The canvas model of one size (server/rest/room-models.ts), from the shop's own origin. */
const roomModelPath = (productId: number, variantId: string) => `/api/products/${productId}/ar/${encodeURIComponent(variantId)}.glb`;

/** Chrome's WebXR first, then Android's Scene Viewer, then iOS's Quick Look: whichever the device has. */
const AR_MODES = 'webxr scene-viewer quick-look';
/** A little from the side and above, so the first look shows the canvas's depth and its printed edge. */
const CAMERA_ORBIT = '25deg 80deg auto';

type Stage = 'loading' | 'ready' | 'failed';

/**
 * "View in your room" (loaded only when opened: model-viewer and three.js are most of a megabyte): the
 * canvas of the chosen size as a model at its true size, depth included. On a phone or tablet that can,
 * it hangs on the shopper's own wall through the device's AR (WebXR, Scene Viewer on Android, Quick Look
 * on iOS, which model-viewer makes a USDZ for), fixed at its size; elsewhere it turns in 3D, with a QR code
 * that opens this view on a phone.
 */
export default function RoomView({ product, variantId, onSelectVariant, onClose }: RoomViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { sized, variant, inches } = viewedSizes(product.variants, variantId);
  // A state rather than a ref: the dialog mounts its content after its first render, and the events
  // below are listened to once the element is there.
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);
  // What became of each model asked for; one not yet answered is loading.
  const [outcome, setOutcome] = useState<{ src: string; stage: Exclude<Stage, 'loading'> } | null>(null);
  const [canPlace, setCanPlace] = useState(false);
  const [arFailed, setArFailed] = useState(false);
  // A phone or tablet without AR has no use for a code to scan with a phone.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const src = variant ? roomModelPath(product.id, variant.id) : null;
  const stage: Stage = outcome && outcome.src === src ? outcome.stage : 'loading';

  // model-viewer tells what it loaded and whether this device can place it only through its events.
  useEffect(() => {
    const element = viewer;
    if (!element) return;
    const loaded = () => {
      setOutcome({ src: element.src ?? '', stage: 'ready' });
      setCanPlace(element.canActivateAR);
    };
    const failed = () => setOutcome({ src: element.src ?? '', stage: 'failed' });
    const arStatus = (event: Event) => setArFailed((event as CustomEvent<{ status: string }>).detail.status === 'failed');
    element.addEventListener('load', loaded);
    element.addEventListener('error', failed);
    element.addEventListener('ar-status', arStatus);
    return () => {
      element.removeEventListener('load', loaded);
      element.removeEventListener('error', failed);
      element.removeEventListener('ar-status', arStatus);
    };
  }, [viewer]);

  const size = variant?.size ?? '';
  const { title } = product;
  return (
    <ViewingDialog
      eyebrow={<Trans>True to size</Trans>}
      title={<Trans>View in your room</Trans>}
      onClose={onClose}
      stage={
        <div className={classes.frame}>
          {src && (
            <model-viewer
              ref={setViewer}
              key={src}
              className={classes.viewer}
              src={src}
              poster={product.imageUrl ?? undefined}
              alt={t`${title}, a ${size} canvas, as a 3D model`}
              ar
              ar-modes={AR_MODES}
              ar-placement="wall"
              ar-scale="fixed"
              camera-controls
              auto-rotate
              camera-orbit={CAMERA_ORBIT}
              shadow-intensity="0.6"
              interaction-prompt="none"
            />
          )}
          <p className={classes.status} role="status">
            {stage === 'loading' ? t`Preparing the canvas…` : stage === 'failed' ? t`The canvas could not be shown just now. Please try again later.` : ''}
          </p>
        </div>
      }
      sizeWords={inches ? i18n._(sizeInWords(inches, locale)) : null}
      panelLabel={t`Size and room`}
      panel={
        <>
          {sized.length > 0 && <SizeSelector variants={sized} selectedId={variant?.id ?? null} onSelect={onSelectVariant} />}
          {canPlace ? (
            <div className={classes.place}>
              <Button
                fullWidth
                size="md"
                leftSection={<IconAugmentedReality size={18} stroke={1.5} aria-hidden="true" />}
                onClick={() => void viewer?.activateAR()}
              >
                <Trans>Hang it on your wall</Trans>
              </Button>
              <p className={classes.note}>
                {arFailed ? (
                  <Trans>Your device could not start its camera view. You can still turn the canvas here.</Trans>
                ) : (
                  <Trans>Point your camera at a wall: the canvas appears there at its true size, and stays that size as you move.</Trans>
                )}
              </p>
            </div>
          ) : touch ? (
            <p className={classes.note}>
              <Trans>This device cannot show the canvas in your room. You can still turn it here, at its true size.</Trans>
            </p>
          ) : (
            variant && <PhoneCode size={normaliseSize(variant.size)} />
          )}
          <p className={classes.note}>
            <Trans>Drag to turn the canvas and see its gallery-wrapped edges.</Trans>
          </p>
        </>
      }
    />
  );
}

/** A QR code of this page with this size and this view open, for a computer's shopper to carry on with a phone. */
function PhoneCode({ size }: { size: string | null }) {
  const { t } = useLingui();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({ ...(size ? { size } : {}), [ROOM_VIEW.name]: ROOM_VIEW.value });
    const address = `${window.location.origin}${window.location.pathname}?${query}`;
    let current = true;
    void toDataURL(address, { margin: 1, width: 168, color: { dark: '#2b2723', light: '#fbf8f3' } }).then((url) => current && setCode(url));
    return () => void (current = false);
  }, [size]);
  return (
    <figure className={classes.phone}>
      {code && <img src={code} width={168} height={168} alt={t`QR code that opens this view on a phone`} />}
      <figcaption>
        <Trans>Scan with your phone to see the canvas on your own wall, at its true size.</Trans>
      </figcaption>
    </figure>
  );
}
