import '@mantine/core/styles/Modal.layer.css';
import { ActionIcon, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHome, IconMinus, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type OpenSeadragon from 'openseadragon';
import { printResolution, sizeVerdict } from '../../../src/print-resolution.ts';
import { localeLength, sizeInches } from '../../../src/size-chart.ts';
import { useLocale } from '../../locale.tsx';
import { scaleBar, type ScaleBar } from './zoom-scale.ts';
import classes from './ArtworkZoom.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/** What GET /api/products/{id}/zoom/info.json answers (IIIF Image API 3), as far as the viewer is concerned. */
interface ZoomInfo {
  id: string;
  width: number;
  height: number;
}

type Loading = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; info: ZoomInfo };

export interface ArtworkZoomProps {
  productId: number;
  title: string;
  /** The canvas size the scale and the verdict are for: the one chosen on the page, else the default. */
  size: string | null;
  /** The artwork is drawn as vectors (the demo's SVGs): it prints sharp at any size. */
  vector: boolean;
  onClose: () => void;
}

/** How far the viewer may go past the artwork's own pixels: 2 screen pixels to one, for high-density screens. */
const MAX_ZOOM_PIXEL_RATIO = 2;
const ZOOM_STEP = 1.6;

/**
 * The artwork up close (loaded only when opened, OpenSeadragon in a chunk of its own): its tiles from the
 * shop's own origin (GET /api/products/{id}/zoom/…) down to the artwork's own pixels and past them, with
 * keyboard (+ and -, arrows, 0) and pinch zoom, our own buttons in place of OpenSeadragon's (whose
 * images would come from a URL prefix), a scale bar in the chosen canvas's real units, and what the
 * artwork's pixels make of that size (src/print-resolution.ts).
 */
export default function ArtworkZoom({ productId, title, size, vector, onClose }: ArtworkZoomProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [bar, setBar] = useState<ScaleBar | null>(null);
  const [atMax, setAtMax] = useState(false);
  const [atMin, setAtMin] = useState(true);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const viewerRef = useRef<OpenSeadragon.Viewer | null>(null);
  const inches = size ? sizeInches(size) : null;
  const unit = locale === 'en' ? 'in' : 'cm';

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/products/${productId}/zoom/info.json`, { signal: controller.signal, headers: { accept: 'application/json' } }).then(
      async (response) => {
        if (response.status === 404) return setLoading({ state: 'missing' });
        if (!response.ok) return setLoading({ state: 'failed' });
        setLoading({ state: 'ready', info: (await response.json()) as ZoomInfo });
      },
      () => !controller.signal.aborted && setLoading({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [productId]);

  const info = loading.state === 'ready' ? loading.info : null;
  const canvasWidthIn = inches?.width ?? 0;

  useEffect(() => {
    if (!info || !stage) return;
    let viewer: OpenSeadragon.Viewer | null = null;
    let gone = false;
    void import('openseadragon').then(({ default: OpenSeadragonViewer }) => {
      if (gone) return;
      viewer = OpenSeadragonViewer({
        element: stage,
        tileSources: info as unknown as OpenSeadragon.TileSourceOptions,
        // Our own buttons: OpenSeadragon's would load their images from `prefixUrl`.
        showNavigationControl: false,
        showSequenceControl: false,
        showNavigator: false,
        prefixUrl: '',
        maxZoomPixelRatio: MAX_ZOOM_PIXEL_RATIO,
        minZoomImageRatio: 0.9,
        visibilityRatio: 1,
        constrainDuringPan: true,
        animationTime: 0.7,
        springStiffness: 8,
        gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true },
        gestureSettingsTouch: { pinchToZoom: true, flickEnabled: true },
      });
      viewerRef.current = viewer;
      const canvas = viewer.canvas as HTMLElement;
      canvas.setAttribute('role', 'application');
      canvas.setAttribute('aria-label', t`${title}, up close. Plus and minus zoom, the arrow keys move, 0 shows the whole artwork.`);
      const update = () => {
        const { viewport } = viewer!;
        const zoom = viewport.getZoom(true);
        setBar(scaleBar(viewport.viewportToImageZoom(zoom), info.width, canvasWidthIn, unit));
        setAtMax(viewport.getZoom() >= viewport.getMaxZoom() * 0.999);
        setAtMin(viewport.getZoom() <= viewport.getHomeZoom() * 1.001);
      };
      viewer.addHandler('open', () => {
        update();
        canvas.focus();
      });
      // OpenSeadragon zooms on the main keyboard's + and - (held for longer); the number pad's step as our buttons do.
      viewer.addHandler('canvas-key', (event) => {
        const code = (event.originalEvent as KeyboardEvent).code;
        if (code === 'NumpadAdd' || code === 'NumpadSubtract') {
          event.preventDefaultAction = true;
          zoomViewer(viewer!, code === 'NumpadAdd' ? ZOOM_STEP : 1 / ZOOM_STEP);
        }
      });
      viewer.addHandler('zoom', update);
      viewer.addHandler('animation', update);
      viewer.addHandler('resize', update);
    });
    return () => {
      gone = true;
      viewer?.destroy();
      viewerRef.current = null;
    };
  }, [info, stage, canvasWidthIn, unit, title, t]);

  const zoomBy = (factor: number) => viewerRef.current && zoomViewer(viewerRef.current, factor);
  const home = () => viewerRef.current?.viewport.goHome();

  const lengthText = bar ? localeLength(bar.length, locale) : '';
  const sizeText = size ?? '';

  return (
    <Modal
      opened
      onClose={onClose}
      withCloseButton={false}
      centered
      fullScreen={phone}
      size="min(84rem, 100%)"
      padding={0}
      radius="xs"
      title={title}
      classNames={{ content: classes.content, header: classes.header, title: classes.visuallyHidden, body: classes.body }}
      overlayProps={{ backgroundOpacity: 0.6, blur: 3 }}
    >
      <div className={classes.frame}>
        <header className={classes.top}>
          <div className={classes.heading}>
            <span className={classes.eyebrow} aria-hidden="true">
              <Trans>Up close</Trans>
            </span>
            <span className={classes.title}>{title}</span>
          </div>
          <div className={classes.tools} role="toolbar" aria-label={t`Zoom`}>
            <ActionIcon className={classes.tool} variant="subtle" color="charcoal.8" size="lg" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={!info || atMin} aria-label={t`Zoom out`}>
              <IconMinus size={18} stroke={1.5} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon className={classes.tool} variant="subtle" color="charcoal.8" size="lg" onClick={() => zoomBy(ZOOM_STEP)} disabled={!info || atMax} aria-label={t`Zoom in`}>
              <IconPlus size={18} stroke={1.5} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon className={classes.tool} variant="subtle" color="charcoal.8" size="lg" onClick={home} disabled={!info || atMin} aria-label={t`Whole artwork`}>
              <IconHome size={18} stroke={1.5} aria-hidden="true" />
            </ActionIcon>
            <span className={classes.rule} aria-hidden="true" />
            <ActionIcon className={classes.tool} variant="subtle" color="charcoal.8" size="lg" onClick={onClose} aria-label={t`Close`} data-autofocus>
              <IconX size={18} stroke={1.5} aria-hidden="true" />
            </ActionIcon>
          </div>
        </header>

        <div className={classes.stageWrap}>
          {info && <div ref={setStage} className={classes.stage} data-zoom-stage />}
          {loading.state === 'loading' && (
            <p className={classes.message} role="status">
              <Loader size="sm" color="charcoal.6" type="dots" />
              <Trans>Preparing the zoom…</Trans>
            </p>
          )}
          {loading.state === 'missing' && (
            <p className={classes.message} role="status">
              <Trans>A closer look is not available for this print.</Trans>
            </p>
          )}
          {loading.state === 'failed' && (
            <p className={classes.message} role="alert">
              <Trans>The closer look could not be loaded. Please try again in a moment.</Trans>
            </p>
          )}
        </div>

        <footer className={classes.bottom}>
          <div className={classes.scale} aria-live="polite">
            {bar && (
              <>
                <span className={classes.bar} style={{ width: `${bar.widthPx}px` }} aria-hidden="true" />
                <span className={classes.scaleText}>
                  {bar.unit === 'cm' ? <Trans>{lengthText} cm on the {sizeText} canvas</Trans> : <Trans>{lengthText} in on the {sizeText} canvas</Trans>}
                </span>
              </>
            )}
          </div>
          {info && <Verdict vector={vector} info={info} size={size} />}
        </footer>
      </div>
    </Modal>
  );
}

/** One step of zoom, within the viewer's bounds (down to the artwork's pixels and MAX_ZOOM_PIXEL_RATIO past them). */
function zoomViewer(viewer: OpenSeadragon.Viewer, factor: number) {
  viewer.viewport.zoomBy(factor);
  viewer.viewport.applyConstraints();
}

/** What the artwork's pixels make of the chosen size (src/print-resolution.ts), or that a vector prints sharp at any. */
function Verdict({ vector, info, size }: { vector: boolean; info: ZoomInfo; size: string | null }) {
  if (vector) {
    return (
      <p className={classes.verdict}>
        <Trans>Drawn as vectors: it prints sharp at every size.</Trans>
      </p>
    );
  }
  const inches = size ? sizeInches(size) : null;
  if (!inches || !size) return null;
  const ppi = printResolution({ widthPx: info.width, heightPx: info.height }, { widthIn: inches.width, heightIn: inches.height });
  const verdict = sizeVerdict(ppi);
  return (
    <p className={classes.verdict} data-verdict={verdict}>
      {verdict === 'sharp' ? (
        <Trans>
          {ppi} pixels per inch on the {size} canvas: it prints sharp.
        </Trans>
      ) : verdict === 'flagged' ? (
        <Trans>
          {ppi} pixels per inch on the {size} canvas: sharp from a step back, a little soft up close.
        </Trans>
      ) : (
        <Trans>
          {ppi} pixels per inch on the {size} canvas: too few to print it sharp, so this size is not offered.
        </Trans>
      )}
    </p>
  );
}
