import { Button } from '@mantine/core';
import { IconAugmentedReality, IconCamera, IconDownload, IconShoppingBag } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Product } from '../../../src/catalogue.ts';
import { roomPicture, WALL_ROOMS, type WallRoom } from '../../../src/wall-rooms.ts';
import { SizeSelector } from '../SizeSelector/SizeSelector.tsx';
import { ViewingDialog } from '../ViewingDialog/ViewingDialog.tsx';
import { savePicture } from './save-picture.ts';
import { pinchZoom, printPixels, pxPerCmFrom, REFERENCES, sizeInWords, viewedSizes, type Point, type ReferenceId } from './wall-scale.ts';
import classes from './WallView.module.css';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { localeDigits } from '../../../src/pricing.ts';
import { useLocale } from '../../locale.tsx';

/** The wall the print hangs on: a sample room, or the shopper's own photo (kept in the browser). */
export interface Wall {
  key: string;
  /** In the page's language. */
  name: string;
  src: string;
  width: number;
  height: number;
  /** Null until the shopper has marked a known length on their photo. */
  pxPerCm: number | null;
  hang: Point;
}

const sampleWall = (room: WallRoom, i18n: I18n): Wall => ({
  key: room.slug,
  name: i18n._(room.name),
  src: roomPicture(room),
  width: room.width,
  height: room.height,
  pxPerCm: room.pxPerCm,
  hang: room.hang,
});

interface WallViewProps {
  product: Product;
  /** The size chosen on the page (else the default one): the view starts with it and changes it. */
  variantId: string | null;
  onSelectVariant: (variantId: string) => void;
  onAddToCart: (variantId: string) => Promise<void>;
  /** Leaves this view for "View in your room" (the same size, in the shopper's own room). */
  onViewInRoom: () => void;
  onClose: () => void;
}

/**
 * "See it on your wall" (loaded only when opened): the print at its true size from the size chart on a
 * sample room of known scale or on the shopper's own photo, scaled by two points a known length apart.
 * Dragged by mouse or touch, moved by the arrow keys, its size switched live and stated in words; the
 * composed picture saved as an image, and the size added to the bag from here.
 */
export default function WallView({ product, variantId, onSelectVariant, onAddToCart, onViewInRoom, onClose }: WallViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { sized, variant, inches } = viewedSizes(product.variants, variantId);
  const [wall, setWall] = useState<Wall>(() => sampleWall(WALL_ROOMS[0]!, i18n));
  const [centre, setCentre] = useState<Point>(wall.hang);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const photoUrl = useRef<string | null>(null);

  // The shopper's photo is an object URL of their own file: let it go when the view closes.
  useEffect(() => () => void (photoUrl.current && URL.revokeObjectURL(photoUrl.current)), []);

  const chooseWall = (next: Wall) => {
    setWall(next);
    setCentre(next.hang);
  };

  function choosePhoto(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      if (photoUrl.current) URL.revokeObjectURL(photoUrl.current);
      photoUrl.current = url;
      const { naturalWidth: width, naturalHeight: height } = image;
      chooseWall({ key: `photo:${url}`, name: t`Your wall`, src: url, width, height, pxPerCm: null, hang: { x: width / 2, y: height * 0.42 } });
    };
    image.src = url;
  }

  const size = variant?.size;
  const { title } = product;

  return (
    <ViewingDialog
      eyebrow={<Trans>True to size</Trans>}
      title={<Trans>See it on your wall</Trans>}
      onClose={onClose}
      stage={<WallStage wall={wall} inches={inches} centre={centre} onMove={setCentre} artwork={product.imageUrl} title={product.title} onCalibrate={(pxPerCm) => setWall({ ...wall, pxPerCm })} />}
      sizeWords={inches && wall.pxPerCm ? i18n._(sizeInWords(inches, locale)) : null}
      panelLabel={t`Wall and size`}
      panel={
        <>
          <fieldset className={classes.rooms}>
            <legend className={classes.legend}>
              <Trans>Room</Trans>
            </legend>
            <div className={classes.roomGrid}>
              {WALL_ROOMS.map((room) => (
                <button
                  key={room.slug}
                  type="button"
                  className={classes.room}
                  aria-pressed={wall.key === room.slug}
                  onClick={() => chooseWall(sampleWall(room, i18n))}
                >
                  <img src={roomPicture(room)} alt="" width={150} height={100} />
                  <span>{i18n._(room.name)}</span>
                </button>
              ))}
            </div>
            <label className={classes.photo}>
              <IconCamera size={17} stroke={1.5} aria-hidden="true" />
              <span>
                <Trans>Use a photo of your wall</Trans>
              </span>
              <input type="file" accept="image/*" capture="environment" className={classes.fileInput} onChange={(event) => choosePhoto(event.currentTarget.files?.[0])} />
            </label>
            <p className={classes.note}>
              <Trans>Your photo stays on this device: it is never uploaded.</Trans>
            </p>
          </fieldset>

          {sized.length > 0 && (
            <SizeSelector variants={sized} selectedId={variant?.id ?? null} onSelect={onSelectVariant} />
          )}

          <div className={classes.actions}>
            <Button
              fullWidth
              classNames={{ root: classes.actionButton, label: classes.actionLabel }}
              leftSection={<IconShoppingBag size={17} stroke={1.5} aria-hidden="true" />}
              loading={adding}
              disabled={!variant}
              onClick={async () => {
                if (!variant) return;
                setAdding(true);
                try {
                  await onAddToCart(variant.id);
                } finally {
                  setAdding(false);
                }
              }}
            >
              {variant ? t`Add ${size} to Cart` : t`Add to Cart`}
            </Button>
            <Button
              fullWidth
              classNames={{ root: classes.actionButton, label: classes.actionLabel }}
              variant="outline"
              color="charcoal.8"
              leftSection={<IconDownload size={17} stroke={1.5} aria-hidden="true" />}
              loading={saving}
              disabled={!inches || !wall.pxPerCm || !product.imageUrl}
              onClick={async () => {
                if (!inches || !wall.pxPerCm || !product.imageUrl) return;
                setSaving(true);
                try {
                  await savePicture({ wall, artwork: product.imageUrl, print: printPixels(inches, wall.pxPerCm), centre, fileName: `${t`${title} on your wall`}.png` });
                } finally {
                  setSaving(false);
                }
              }}
            >
              <Trans>Save picture</Trans>
            </Button>
            <button type="button" className={classes.inRoom} onClick={onViewInRoom}>
              <IconAugmentedReality size={17} stroke={1.5} aria-hidden="true" />
              <Trans>View in your room</Trans>
            </button>
          </div>
        </>
      }
    />
  );
}

interface WallStageProps {
  wall: Wall;
  inches: { widthIn: number; heightIn: number } | null;
  centre: Point;
  onMove: (centre: Point) => void;
  artwork: string | null;
  title: string;
  onCalibrate: (pxPerCm: number) => void;
}

/** One step of the arrow keys, in centimetres of wall (ten with Shift). */
const KEY_STEP_CM = 2;

/** The wall with the print on it, at the wall's scale; on a photo not yet measured, the measuring first. */
function WallStage({ wall, inches, centre, onMove, artwork, title, onCalibrate }: WallStageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const stage = useRef<HTMLDivElement>(null);
  // The wall as drawn, zoomed by a pinch: where a pointer falls on the picture is read from it.
  const zoomed = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const drag = useRef<{ pointer: number; offset: Point } | null>(null);
  const [zoom, setZoom] = useState({ scale: 1, origin: { x: 50, y: 50 } });
  // Fingers on the wall (screen points by pointer id), and the pinch two of them make.
  const fingers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const spread = () => {
    const [a, b] = [...fingers.current.values()] as [Point, Point];
    return Math.hypot(b.x - a.x, b.y - a.y);
  };

  // How many screen pixels one pixel of the picture takes: the shadow is drawn in screen pixels.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setShown(element.clientWidth / wall.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [wall.width]);

  const toPicture = (event: { clientX: number; clientY: number }): Point => {
    const box = zoomed.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * wall.width, y: ((event.clientY - box.top) / box.height) * wall.height };
  };
  const within = (point: Point): Point => ({
    x: Math.min(Math.max(point.x, 0), wall.width),
    y: Math.min(Math.max(point.y, 0), wall.height),
  });

  const print = inches && wall.pxPerCm ? printPixels(inches, wall.pxPerCm) : null;
  const closer = localeDigits(zoom.scale, 1, locale);
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  function onKeyDown(event: KeyboardEvent) {
    if (!wall.pxPerCm) return;
    const step = (event.shiftKey ? 10 : 1) * KEY_STEP_CM * wall.pxPerCm;
    const moves: Record<string, Point> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(within({ x: centre.x + move.x, y: centre.y + move.y }));
  }

  function onStagePointerDown(event: PointerEvent) {
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.current.size !== 2) return;
    // A second finger: the pinch takes over from any drag, zooming about the point between the fingers.
    drag.current = null;
    pinch.current = { distance: spread(), scale: zoom.scale };
    if (zoom.scale === 1) {
      const box = stage.current!.getBoundingClientRect();
      const [a, b] = [...fingers.current.values()] as [Point, Point];
      setZoom({ scale: 1, origin: { x: (((a.x + b.x) / 2 - box.left) / box.width) * 100, y: (((a.y + b.y) / 2 - box.top) / box.height) * 100 } });
    }
  }
  function onStagePointerMove(event: PointerEvent) {
    if (!fingers.current.has(event.pointerId)) return;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const started = pinch.current;
    if (started && fingers.current.size === 2) setZoom((current) => ({ ...current, scale: pinchZoom(started.scale, started.distance, spread()) }));
  }
  function onStagePointerUp(event: PointerEvent) {
    fingers.current.delete(event.pointerId);
    if (fingers.current.size < 2) pinch.current = null;
  }

  return (
    <div
      className={classes.stage}
      ref={stage}
      style={{ aspectRatio: `${wall.width} / ${wall.height}` }}
      onPointerDown={onStagePointerDown}
      onPointerMove={onStagePointerMove}
      onPointerUp={onStagePointerUp}
      onPointerCancel={onStagePointerUp}
    >
      <div className={classes.zoomed} ref={zoomed} style={{ transform: `scale(${zoom.scale})`, transformOrigin: `${zoom.origin.x}% ${zoom.origin.y}%` }}>
      <img className={classes.wall} src={wall.src} alt={wall.name} draggable={false} />
      {print && artwork && (
        <div
          className={classes.print}
          role="img"
          tabIndex={0}
          aria-label={t`${title} on the wall. Drag it, or move it with the arrow keys.`}
          aria-roledescription={t`movable print`}
          data-testid="wall-print"
          style={{
            left: percent(centre.x - print.width / 2, wall.width),
            top: percent(centre.y - print.height / 2, wall.height),
            width: percent(print.width, wall.width),
            height: percent(print.height, wall.height),
            backgroundImage: `url("${artwork}")`,
            // The 3.18 cm depth as the shadow the canvas casts on the wall, lit from above.
            boxShadow: `0 ${print.depth * shown * 0.6}px ${print.depth * shown * 1.6}px rgb(20 16 12 / 38%), 0 ${print.depth * shown * 0.12}px ${Math.max(1, print.depth * shown * 0.25)}px rgb(20 16 12 / 30%)`,
          }}
          onKeyDown={onKeyDown}
          onPointerDown={(event: PointerEvent) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const at = toPicture(event);
            drag.current = { pointer: event.pointerId, offset: { x: centre.x - at.x, y: centre.y - at.y } };
          }}
          onPointerMove={(event: PointerEvent) => {
            if (pinch.current || drag.current?.pointer !== event.pointerId) return;
            const at = toPicture(event);
            onMove(within({ x: at.x + drag.current.offset.x, y: at.y + drag.current.offset.y }));
          }}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        />
      )}
      {!wall.pxPerCm && <Calibration key={wall.key} wall={wall} toPicture={toPicture} onDone={onCalibrate} />}
      </div>
      {zoom.scale > 1 && (
        <button type="button" className={classes.zoomReset} onClick={() => setZoom({ scale: 1, origin: { x: 50, y: 50 } })}>
          {t`${closer}× · Show the whole wall`}
        </button>
      )}
    </div>
  );
}

/** Measuring the shopper's photo: two points marked on it, and the length between them. */
function Calibration({ wall, toPicture, onDone }: { wall: Wall; toPicture: (event: { clientX: number; clientY: number }) => Point; onDone: (pxPerCm: number) => void }) {
  const { t, i18n } = useLingui();
  const [points, setPoints] = useState<Point[]>([]);
  const [reference, setReference] = useState<ReferenceId>('door');
  const [typed, setTyped] = useState('');
  const chosen = REFERENCES.find((candidate) => candidate.id === reference)!;
  const lengthCm = chosen.cm ?? Number(typed.replace(',', '.'));
  const scale = points.length === 2 ? pxPerCmFrom(points[0]!, points[1]!, lengthCm) : null;

  return (
    <>
      <svg className={classes.marks} viewBox={`0 0 ${wall.width} ${wall.height}`} aria-hidden="true" onClick={(event) => setPoints((marked) => [...marked.slice(marked.length === 2 ? 2 : 0), toPicture(event)])}>
        {points.length === 2 && <line x1={points[0]!.x} y1={points[0]!.y} x2={points[1]!.x} y2={points[1]!.y} className={classes.markLine} />}
        {points.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={Math.max(wall.width, wall.height) / 120} className={classes.markPoint} />
        ))}
      </svg>
      <div className={classes.calibrate} role="group" aria-label={t`Measure your wall`}>
        <p className={classes.calibrateTitle}>
          {points.length === 0
            ? t`Tap both ends of something you know the length of`
            : points.length === 1
              ? t`Tap the other end of something you know the length of`
              : t`How long is that?`}
        </p>
        <div className={classes.calibrateRow}>
          <select className={classes.select} value={reference} onChange={(event) => setReference(event.currentTarget.value as ReferenceId)} aria-label={t`What you marked`}>
            {REFERENCES.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {i18n._(candidate.label)}
              </option>
            ))}
          </select>
          {reference === 'typed' && (
            <input className={classes.length} inputMode="decimal" placeholder={t`cm`} aria-label={t`Length in centimetres`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
          )}
          <Button size="xs" disabled={!scale} onClick={() => scale && onDone(scale)}>
            <Trans>Set scale</Trans>
          </Button>
        </div>
      </div>
    </>
  );
}
